// expect: limit
let a = Array(repeating: 0, count: 900_000_000)
print(a.count)
