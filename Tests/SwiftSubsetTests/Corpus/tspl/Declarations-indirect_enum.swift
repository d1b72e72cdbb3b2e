enum Tree<T> {
   case empty
   indirect case node(value: T, left: Tree, right: Tree)
}
let l1 = Tree.node(value: 10, left: Tree.empty, right: Tree.empty)
let l2 = Tree.node(value: 100, left: Tree.empty, right: Tree.empty)
let t = Tree.node(value: 50, left: l1, right: l2)
