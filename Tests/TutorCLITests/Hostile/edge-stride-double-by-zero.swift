// expect: exception|limit
var n = 0
for _ in stride(from: 0.0, to: 1.0, by: 0.0) { n += 1 }
print(n)
