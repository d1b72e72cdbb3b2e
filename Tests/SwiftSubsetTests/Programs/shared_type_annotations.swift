// One type annotation for several names: each name without a value of its own takes the type written after it.
var a = 1, b, c: Double
b = 2; c = 3
print(a, b, c, type(of: a))
struct P { var x, y: Double; let n = 1, m: Float }
let p = P(x: 1, y: 2, m: 3)
print(p, p.x / 2, p.y / 4)
class Q { var w, h: Double; init() { w = 1; h = 2 } }
print(Q().w / 2)
func f() { var i, j: Double; i = 1; j = 3; print(i / 2, j) }
f()
