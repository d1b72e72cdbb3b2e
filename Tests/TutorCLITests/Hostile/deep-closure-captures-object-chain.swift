// expect: ok|limit
class N { var f: (() -> Void)? }
var last = N()
let first = last
for _ in 0..<100_000 { let n = N(); let prev = last; n.f = { _ = prev }; last = n }
print(first.f == nil)
