// expect: exception
let a = Int.min
print(a - 1)
