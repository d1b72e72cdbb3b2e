// expect: ok|limit
class Node { var next: Node?; weak var prev: Node?; init() {} }
let first = Node()
var last = first
for _ in 0..<100_000 { let n = Node(); last.next = n; n.prev = last; last = n }
print("done")
