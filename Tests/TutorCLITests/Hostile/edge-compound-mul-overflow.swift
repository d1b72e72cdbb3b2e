// expect: exception
var a = 3
for _ in 0..<100 { a *= 3 }
print(a)
