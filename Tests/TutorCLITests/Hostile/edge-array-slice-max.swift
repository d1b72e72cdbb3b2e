// expect: exception
let a = [1, 2]
print(a[0..<Int.max])
