enum Tree {
    case leaf(Int)
    case node(Tree, Tree)
}
print(Tree.leaf(1))
