// Generic classes (nested, inherited with a type argument), static members returning Self, inout T, a generic type's synthesized ==.
struct Stack<E: Equatable>: Equatable {
    var items: [E] = []
    static func empty() -> Stack { Stack() }
    static func of(_ xs: E...) -> Self { Stack(items: xs) }
    var count: Int = 0 { didSet { print("count", oldValue, "->", count) } }
    mutating func push(_ e: E) { items.append(e); count += 1 }
}
var a = Stack<String>.empty()
a.push("x")
let b = Stack.of("x")
print(a == b, a.items == b.items)
final class LinkedList<T> {
    final class Node {
        var value: T
        var next: Node?
        init(_ v: T) { value = v }
    }
    var head: Node?
    func prepend(_ v: T) { let n = Node(v); n.next = head; head = n }
    var values: [T] {
        var out: [T] = []
        var n = head
        while let node = n { out.append(node.value); n = node.next }
        return out
    }
}
let l = LinkedList<Int>()
for i in 1...3 { l.prepend(i) }
print(l.values, l.head?.value ?? 0)
class Base<T> {
    var stored: [T] = []
    func add(_ x: T) { stored.append(x) }
    func describe() -> String { "base \(stored.count)" }
}
class Derived: Base<String> {
    override func describe() -> String { "derived " + stored.joined() }
}
let d = Derived()
d.add("a"); d.add("b")
print(d.describe())
let bases: [Base<String>] = [d, Base<String>()]
for x in bases { print(x.describe()) }
func swapTwo<T>(_ a: inout T, _ b: inout T) { let t = a; a = b; b = t }
var p = "left", q = "right"
swapTwo(&p, &q)
print(p, q)
struct Counter<Key: Hashable> {
    private var counts: [Key: Int] = [:]
    mutating func add(_ k: Key) { counts[k, default: 0] += 1 }
    func count(of k: Key) -> Int { counts[k] ?? 0 }
}
var ctr = Counter<Character>()
for ch in "hello" { ctr.add(ch) }
print(ctr.count(of: "l"), ctr.count(of: "z"))
