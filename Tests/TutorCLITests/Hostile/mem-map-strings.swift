// expect: limit
let a = (0..<3_000_000).map { "item number \($0) with some padding text" }
print(a.count)
