// Generic structs, classes and enums, their extensions, generic methods and initialisers.
struct Stack<Element> {
    private(set) var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var count: Int { items.count }
}

extension Stack {
    var isEmpty: Bool { items.isEmpty }
    func map<U>(_ transform: (Element) -> U) -> Stack<U> {
        var result = Stack<U>()
        for item in items { result.push(transform(item)) }
        return result
    }
}

extension Stack where Element: Equatable {
    func contains(_ item: Element) -> Bool {
        for x in items where x == item { return true }
        return false
    }
}

var numbers = Stack<Int>()
numbers.push(3)
numbers.push(5)
print(numbers.count, numbers.top ?? -1, numbers.contains(5), numbers.contains(9))
let words = numbers.map { "n\($0)" }
print(words.items, words.isEmpty)
print(numbers.pop() ?? 0, numbers.pop() ?? 0, numbers.pop() == nil, numbers.isEmpty)

var inferred = Stack(items: ["a", "b"])
inferred.push("c")
print(inferred.items.joined(separator: "-"))

final class Node<T: Comparable> {
    var value: T
    var left: Node<T>?
    var right: Node<T>?
    init(_ value: T) { self.value = value }

    func insert(_ newValue: T) {
        if newValue < value {
            if let left { left.insert(newValue) } else { left = Node(newValue) }
        } else {
            if let right { right.insert(newValue) } else { right = Node(newValue) }
        }
    }

    func inOrder() -> [T] {
        (left?.inOrder() ?? []) + [value] + (right?.inOrder() ?? [])
    }
}

let root = Node(50)
for v in [30, 70, 20, 40, 60, 80] { root.insert(v) }
print(root.inOrder())
let names = Node<String>("mango")
names.insert("apple")
names.insert("zucchini")
print(names.inOrder(), names.left?.value ?? "none")

indirect enum Tree<T> {
    case leaf
    case node(Tree<T>, T, Tree<T>)

    var count: Int {
        switch self {
        case .leaf: return 0
        case let .node(l, _, r): return l.count + 1 + r.count
        }
    }

    func values() -> [T] {
        switch self {
        case .leaf: return []
        case let .node(l, v, r): return l.values() + [v] + r.values()
        }
    }
}

let tree = Tree.node(.node(.leaf, "a", .leaf), "b", .node(.leaf, "c", .leaf))
print(tree.count, tree.values())
print(Tree<Int>.leaf)

enum Either<Left, Right> {
    case left(Left)
    case right(Right)
    func fold<R>(_ l: (Left) -> R, _ r: (Right) -> R) -> R {
        switch self {
        case .left(let x): return l(x)
        case .right(let y): return r(y)
        }
    }
}
let results: [Either<Int, String>] = [.left(4), .right("four")]
for e in results { print(e.fold({ "number \($0)" }, { "word \($0)" })) }

struct Pair<A, B> {
    let first: A
    let second: B
    init(_ first: A, _ second: B) {
        self.first = first
        self.second = second
    }
    func swapped() -> Pair<B, A> { Pair<B, A>(second, first) }
}
let p = Pair(1, "one").swapped()
print(p.first, p.second)

struct Queue<T>: CustomStringConvertible {
    var storage: [T] = []
    mutating func enqueue(_ x: T) { storage.append(x) }
    mutating func dequeue() -> T? { storage.isEmpty ? nil : storage.removeFirst() }
    var description: String { "Queue\(storage)" }
}
var q = Queue<String>()
q.enqueue("x")
q.enqueue("y")
print(q)
print(q.dequeue() ?? "-", q)
print([q])

func largest<T: Comparable>(_ xs: [T]) -> T? {
    var best: T? = nil
    for x in xs where best == nil || x > best! { best = x }
    return best
}
print(largest([3, 9, 2]) ?? 0, largest(["b", "a"]) ?? "")

class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
class LabelledBox<Value>: Box<Value> {
    let label: String
    init(_ label: String, _ value: Value) {
        self.label = label
        super.init(value)
    }
}
let lb = LabelledBox("answer", 42)
print(lb.label, lb.value)

struct Card: Equatable {
    let id: Int
    let face: String
    static func == (l: Card, r: Card) -> Bool { l.id == r.id }
}
func same<T: Equatable>(_ x: T, _ y: T) -> Bool { x == y }
let c1 = Card(id: 1, face: "A"), c2 = Card(id: 1, face: "B")
print(c1 == c2, c1 != c2, same(c1, c2), [c1].contains(c2), [c1] == [c2])
