// expect: limit
// reason: printed more than
var a: Any = "s"
for _ in 0..<5_000 { a = [a] }
dump(a)
