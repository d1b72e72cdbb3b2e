// expect: exception
let a = [1, 2, 3]
print(a.prefix(-1))
