// expect: limit
let a = Array(stride(from: 0.0, to: 1e18, by: 1.0))
print(a.count)
