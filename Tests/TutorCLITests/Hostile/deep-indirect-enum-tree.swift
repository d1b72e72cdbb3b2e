// expect: ok|limit
indirect enum Tree { case leaf; case node(Tree, Int, Tree) }
var t = Tree.leaf
for i in 0..<100_000 { t = .node(t, i, .leaf) }
print("built")
