// expect: ok|limit
var a: [Any] = []
for _ in 0..<100_000 { a = [a] }
print("nested")
