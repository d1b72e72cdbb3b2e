// expect: ok
var n = 0
for i in stride(from: Int.max - 3, through: Int.max, by: 2) { n += 1; print(i) }
print(n)
