// expect: exception
let b = 0
print(1 / b)
