// expect: limit
// reason: nested more than 10000 levels deep
struct Wrapper { var inner: Any }
var w: Any = 0
for _ in 0..<500_000 { w = Wrapper(inner: w) }
let text = "\(w)"
print(text.count)
