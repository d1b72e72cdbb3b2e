// expect: ok
var n = 0
for _ in stride(from: Int.max - 2, through: Int.max, by: 1) { n += 1 }
print(n)
