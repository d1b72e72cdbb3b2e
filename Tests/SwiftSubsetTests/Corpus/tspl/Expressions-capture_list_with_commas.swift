var x = 100
var y = 7
var f: () -> Int = { [x, y] in x+y }
let r0 = f()
assert(r0 == 107)
