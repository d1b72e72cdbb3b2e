// expect: ok|limit
let a = Array(zip(0..<5_000_000, 0..<5_000_000))
print(a.count)
