func makeIncrementer(forIncrement amount: Int) -> () -> Int {
   var runningTotal = 0
   func incrementer() -> Int {
      runningTotal += amount
      return runningTotal
   }
   return incrementer
}
let incrementByTen = makeIncrementer(forIncrement: 10)
let r0 =
incrementByTen()
let r1 =
incrementByTen()
let r2 =
incrementByTen()
let incrementBySeven = makeIncrementer(forIncrement: 7)
let r3 =
incrementBySeven()
let r4 =
incrementByTen()
let alsoIncrementByTen = incrementByTen
let r5 =
alsoIncrementByTen()
let r6 =
incrementByTen()
