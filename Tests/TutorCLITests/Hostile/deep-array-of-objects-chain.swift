// expect: ok|limit
class N { var kids: [N] = [] }
let root = N()
var cur = root
for _ in 0..<100_000 { let n = N(); cur.kids.append(n); cur = n }
print("built")
