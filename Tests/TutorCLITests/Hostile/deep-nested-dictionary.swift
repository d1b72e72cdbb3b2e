// expect: ok|limit
var d: [String: Any] = [:]
for _ in 0..<100_000 { d = ["k": d] }
print(d.count)
