// Integer literals stored into a generic value's property where its type arguments are not
// known statically take the type argument it was made with, as in Swift.
struct Stack<Element> {
    var items: [Element] = []
    var top: Element?
}

struct Table<T> {
    var rows: [String: T]
}

class Node<T> {
    var value: T
    var next: Node<T>?
    init(value: T) { self.value = value }
}

struct Holder {
    var prices = Stack<Double>()
    var counts = Stack<Int>()
}

struct Box<T> { var value: T }

var shelves = ["a": Stack<Double>(items: [0.5])]
var counters = ["b": Stack<Int>(items: [1])]
var a = shelves["a"]!
a.items.append(1)
a.items.insert(7 / 2, at: 0)
a.items[1] = 9 / 2
a.top = 5 / 2
print(a.items, a.top!)
var b = counters["b"]!
b.items.append(7 / 2)
print(b.items)

var h = Holder()
h.prices.items.append(1)
h.prices.items.append(9 / 2)
h.counts.items.append(9 / 2)
print(h.prices.items, h.counts.items)

let head = Node(value: 1.5)
head.next = Node(value: 2.5)
head.next!.value = 9 / 2
print(head.next!.value)
head.next?.value = 7 / 2
head.next!.value += 1 / 2
print(head.next!.value)
let ints = Node(value: 1)
ints.next = Node(value: 2)
ints.next!.value = 9 / 2
print(ints.next!.value)

var tables = [Table<Double>(rows: ["a": 1.5])]
var table = tables[0]
table.rows["b"] = 7 / 2
table.rows["a"] = 2
print(table.rows.sorted { $0.key < $1.key })

var boxes = [Box<Double>(value: 1.5), Box<Double>(value: 2.5)]
var moved = boxes
boxes = [moved[1], moved[0]]
boxes[0].value = 7 / 2
boxes[1].value += 1
print(boxes.map { $0.value })

struct Point { var x = 1.5; var n = 1 }
var p = Point()
let toX = \Point.x
p[keyPath: toX] = 7 / 2
p[keyPath: \Point.n] = 7 / 2
print(p.x, p.n)
