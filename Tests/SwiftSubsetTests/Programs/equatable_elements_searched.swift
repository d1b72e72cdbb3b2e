struct Item: Equatable { var name: String }
enum Dir { case up, down }
enum Code: Int { case a = 1, b }
class Node { var v = 1 }
extension Node: Equatable { static func == (l: Node, r: Node) -> Bool { l.v == r.v } }
protocol Tagged: Equatable { var tag: Int { get } }
struct T: Tagged { var tag: Int }
struct H: Hashable { var k: Int }
struct Plain { var n: Int }
enum Tok { case num(Int), plus }
let items = [Item(name: "a"), Item(name: "b")]
print(items.contains(Item(name: "b")), items.firstIndex(of: Item(name: "b")) as Any)
print([Dir.up].contains(.up), [Code.a, .b].lastIndex(of: .b) as Any, [Node()].contains(Node()))
print([T(tag: 1)].contains(T(tag: 1)), [H(k: 2)].firstIndex(of: H(k: 2)) as Any)
let plains = [Plain(n: 1), Plain(n: 2)]
print(plains.contains { $0.n == 2 }, plains.contains(where: { $0.n > 5 }), plains.firstIndex { $0.n == 2 } as Any)
let toks: [Tok] = [.num(1), .plus]
print(toks.contains { if case .plus = $0 { return true } else { return false } })
print(["x", "y"].contains("y"), [1, 2].firstIndex(of: 2) as Any)
