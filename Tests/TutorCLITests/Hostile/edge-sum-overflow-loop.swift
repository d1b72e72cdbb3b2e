// expect: exception
var s = 0
for i in 0..<10 { s += Int.max / 4 * i }
print(s)
