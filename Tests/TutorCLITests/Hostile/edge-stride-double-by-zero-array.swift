// expect: exception|limit
let a = Array(stride(from: 0.0, to: 1.0, by: 0.0))
print(a.count)
