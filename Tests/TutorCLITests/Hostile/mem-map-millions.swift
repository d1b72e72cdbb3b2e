// expect: ok|limit
let a = (0..<5_000_000).map { $0 * 2 }
print(a.count)
