let b = 10
var a = 5
a = b
let (x, y) = (1, 2)
