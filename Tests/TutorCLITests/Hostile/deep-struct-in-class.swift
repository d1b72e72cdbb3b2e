// expect: ok|limit
struct Wrap { var inner: Holder? }
class Holder { var w: Wrap; init(_ w: Wrap) { self.w = w } }
var h: Holder? = nil
for _ in 0..<100_000 { h = Holder(Wrap(inner: h)) }
print("built")
