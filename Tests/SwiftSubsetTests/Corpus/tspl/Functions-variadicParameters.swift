func arithmeticMean(_ numbers: Double...) -> Double {
   var total: Double = 0
   for number in numbers {
      total += number
   }
   return total / Double(numbers.count)
}
let r0 =
arithmeticMean(1, 2, 3, 4, 5)
let r1 =
arithmeticMean(3, 8.25, 18.75)
