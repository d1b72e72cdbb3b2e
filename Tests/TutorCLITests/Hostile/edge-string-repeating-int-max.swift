// expect: limit
let s = String(repeating: "ab", count: Int.max)
print(s.count)
