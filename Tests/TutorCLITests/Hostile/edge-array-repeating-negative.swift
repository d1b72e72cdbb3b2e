// expect: exception
let a = Array(repeating: 0, count: -1)
print(a)
