func f(x: Int, y: Int) -> Int { return x + y }
let r0 =
f(x: 1, y: 2) // both x and y are labeled
assert(r0 == 3)
