// expect: exception
// reason: Array index is out of range
let a = [1, 2]
print(a[0..<Int.max])
