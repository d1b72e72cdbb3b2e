// expect: ok|limit
class N { var kids: [String: N] = [:] }
let root = N()
var cur = root
for _ in 0..<100_000 { let n = N(); cur.kids["a"] = n; cur = n }
print("built")
