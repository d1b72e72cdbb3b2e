// expect: exception
var x = 1
for _ in 0..<70 { x = x * 2 }
print(x)
