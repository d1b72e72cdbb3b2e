// expect: ok|limit|diagnostics
var o: Any? = nil
for _ in 0..<100_000 { o = Optional(o) as Any }
print("ok")
