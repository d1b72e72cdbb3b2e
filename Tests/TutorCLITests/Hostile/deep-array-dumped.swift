// expect: limit
var a: Any = "s"
for _ in 0..<200_000 { a = [a] }
dump(a)
