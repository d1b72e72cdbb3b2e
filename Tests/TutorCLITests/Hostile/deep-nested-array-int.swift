// expect: ok|limit
var a: [[Any]] = [[]]
for _ in 0..<50_000 { a = [a] }
print(a.count)
