// expect: limit
// reason: nested more than 10000 levels deep
var x: Any = 1
for _ in 0..<500_000 { x = (x, 1) }
print(x)
