let r0 =
2 + 3 % 4 * 5
assert(r0 == 17)
let r1 =
2 + ((3 % 4) * 5)
assert(r1 == 17)
let r2 =
2 + (3 * 5)
assert(r2 == 17)
let r3 =
2 + 15
assert(r3 == 17)
