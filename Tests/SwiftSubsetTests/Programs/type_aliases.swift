// Type aliases at the top level and inside (generic) types; a single trailing closure that
// two defaulted closure parameters could take.
typealias Point = (x: Int, y: Int)
typealias Score = Int

func distance(_ a: Point, _ b: Point) -> Score {
    abs(a.x - b.x) + abs(a.y - b.y)
}
let origin: Point = (0, 0)
print(distance(origin, (x: 3, y: -4)), origin)

final class TreeNode<Key: Comparable> {
    typealias Node = TreeNode<Key>
    var key: Key
    var children: [Node] = []
    weak var parent: Node?
    init(_ key: Key) { self.key = key }
    func add(_ key: Key) -> Node {
        let child = Node(key)
        child.parent = self
        children.append(child)
        return child
    }
}
let root = TreeNode("root")
let leaf = root.add("a").add("b")
print(leaf.key, leaf.parent?.key ?? "-", leaf.parent?.parent?.key ?? "-", root.children.count)

struct Graph {
    typealias Vertex = String
    typealias Edge = (from: Vertex, to: Vertex)
    var edges: [Edge] = []
    mutating func connect(_ a: Vertex, _ b: Vertex) { edges.append((from: a, to: b)) }
    func neighbours(of v: Vertex) -> [Vertex] { edges.filter { $0.from == v }.map { $0.to } }
}
var g = Graph()
g.connect("a", "b")
g.connect("a", "c")
print(g.neighbours(of: "a"), g.edges.count)

typealias Callback = (Int) -> Int
func run(first: Callback? = nil, second: Callback? = nil) {
    print(first?(1) ?? "-", second?(2) ?? "-")
}
run()
run { $0 * 10 }
run(first: { $0 + 1 }) { $0 + 2 }
