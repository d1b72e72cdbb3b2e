var x = 100
var y = 7
var f: () -> Int = { [x] in x }
var g: () -> Int = { [x] in x+y }

let r0 = f()
assert(r0 == 100)
let r1 = g()
assert(r1 == 107)
