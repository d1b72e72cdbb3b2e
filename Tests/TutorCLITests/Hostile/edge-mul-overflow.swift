// expect: exception
let a = Int.max
print(a * 2)
