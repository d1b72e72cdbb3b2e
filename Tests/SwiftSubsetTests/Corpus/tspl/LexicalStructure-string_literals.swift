let r0 =
"1 2 3"
let r1 =
"1 2 \("3")"
assert(r0 == r1)
let r2 =
"1 2 \(3)"
assert(r0 == r2)
let r3 =
"1 2 \(1 + 2)"
assert(r0 == r3)
let x = 3; "1 2 \(x)"
assert(r0 == "1 2 \(x)")
