func simpleMax<T: Comparable>(_ x: T, _ y: T) -> T {
   if x < y {
      return y
   }
   return x
}
let r0 =
simpleMax(17, 42) // T is inferred to be Int
assert(r0 == 42)
let r1 =
simpleMax(3.14159, 2.71828) // T is inferred to be Double
assert(r1 == 3.14159)
