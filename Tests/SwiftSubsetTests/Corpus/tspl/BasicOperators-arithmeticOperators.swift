let r0 =
1 + 2       // equals 3
assert(r0 == 3)
let r1 =
5 - 3       // equals 2
assert(r1 == 2)
let r2 =
2 * 3       // equals 6
assert(r2 == 6)
let r3 =
10.0 / 2.5  // equals 4.0
assert(r3 == 4.0)
let r4 =
"hello, " + "world"  // equals "hello, world"
assert(r4 == "hello, world")
let r5 =
9 % 4    // equals 1
assert(r5 == 1)
let r6 =
-9 % 4   // equals -1
assert(r6 == -1)
let three = 3
let minusThree = -three       // minusThree equals -3
let plusThree = -minusThree   // plusThree equals 3, or "minus minus three"
let minusSix = -6
let alsoMinusSix = +minusSix  // alsoMinusSix equals -6
assert(alsoMinusSix == minusSix)
