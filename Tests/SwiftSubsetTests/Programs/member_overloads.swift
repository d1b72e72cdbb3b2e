// Methods of one full name and subscripts told apart by their parameters' types.
final class Chain<T> {
    class Link {
        var value: T
        var next: Link?
        init(value: T) { self.value = value }
    }
    typealias Node = Link

    fileprivate var head: Node?

    init() {}

    func insert(_ value: T, atIndex index: Int) {
        print("a value")
        insert(Node(value: value), atIndex: index)
    }

    func insert(_ node: Node, atIndex index: Int) {
        print("a node")
        node.next = head
        head = node
    }

    func insert(_ list: Chain, atIndex index: Int) {
        print("a chain")
        var node = list.head
        var values: [T] = []
        while let n = node { values.append(n.value); node = n.next }
        for v in values.reversed() { insert(v, atIndex: index) }
    }

    var values: [T] {
        var out: [T] = []
        var node = head
        while let n = node { out.append(n.value); node = n.next }
        return out
    }
}

struct Position {
    let tag: Int
}

enum Corner { case top, bottom }

final class Row {
    var items = ["a", "b", "c"]
    subscript(index: Int) -> String {
        return items[index]
    }
    subscript(position: Position) -> String {
        get { return "at " + items[position.tag] }
    }
    subscript(name: String) -> Int {
        return items.firstIndex(of: name) ?? -1
    }
    subscript(row: Int, column: Int) -> Int {
        return row * 10 + column
    }
    subscript(corner: Corner) -> String {
        corner == .top ? items[0] : items[items.count - 1]
    }
}

struct Shelf {
    var books: [String] = []
    mutating func put(_ title: String) { books.append(title) }
    mutating func put(_ position: Position) { books.append("#\(position.tag)") }
    func describe(_ c: Corner) -> String { "corner \(c)" }
    func describe(_ p: Position) -> String { "position \(p.tag)" }
}

let a = Chain<Int>()
a.insert(1, atIndex: 0)
a.insert(Chain<Int>.Link(value: 2), atIndex: 0)
let b = Chain<Int>()
b.insert(3, atIndex: 0)
a.insert(b, atIndex: 0)
print(a.values)

let r = Row()
print(r[1], r[Position(tag: 2)], r["c"], r[2, 3], r[.bottom], r[Corner.top])
let p = Position(tag: 0)
print(r[p] + r[0])
let label: String = r[1]
let number: Int = r["b"]
print(label, number)

var shelf = Shelf()
shelf.put("Dune")
shelf.put(Position(tag: 7))
print(shelf.books, shelf.describe(.top), shelf.describe(p))
