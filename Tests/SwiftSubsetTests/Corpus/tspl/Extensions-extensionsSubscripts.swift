extension Int {
   subscript(digitIndex: Int) -> Int {
      var decimalBase = 1
      for _ in 0..<digitIndex {
         decimalBase *= 10
      }
      return (self / decimalBase) % 10
   }
}
let r0 =
746381295[0]
let r1 =
746381295[1]
let r2 =
746381295[2]
let r3 =
746381295[8]
let r4 =
746381295[9]
let r5 =
0746381295[9]
