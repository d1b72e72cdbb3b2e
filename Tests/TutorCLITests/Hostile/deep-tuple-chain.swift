// expect: ok|limit
var t: Any = 0
for i in 0..<100_000 { t = (i, t) }
print("built")
