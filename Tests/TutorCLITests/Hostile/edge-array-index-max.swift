// expect: exception
let a = [1, 2]
print(a[Int.max])
