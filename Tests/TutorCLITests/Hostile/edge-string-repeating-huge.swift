// expect: limit
let s = String(repeating: "abc", count: 400_000_000)
print(s.count)
