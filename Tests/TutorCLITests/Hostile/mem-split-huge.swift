// expect: ok|limit
var s = String(repeating: "a,", count: 5_000_000)
let parts = s.split(separator: ",")
print(parts.count)
