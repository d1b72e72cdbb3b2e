// expect: limit
var n = 0
for i in 0..<Int.max { n = i }
print(n)
