// expect: limit
// reason: nested more than 10000 levels deep
var o: Any? = nil
for _ in 0..<500_000 { o = .some(o as Any) }
print(o!)
