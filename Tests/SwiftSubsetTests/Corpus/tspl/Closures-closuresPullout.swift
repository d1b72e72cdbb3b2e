func incrementer() -> Int {
   var runningTotal = 0
   let amount = 1
   runningTotal += amount
   return runningTotal
}
