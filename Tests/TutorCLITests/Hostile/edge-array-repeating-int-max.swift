// expect: limit
let a = Array(repeating: 0, count: Int.max)
print(a.count)
