// expect: exception
var a = Int.max
a += 1
print(a)
