// expect: limit
let a = Array(repeating: String(repeating: "x", count: 10_000_000), count: 100)
print(a.joined().count)
