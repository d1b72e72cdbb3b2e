// A generic type's members typed by the type arguments its value has statically (written,
// bound by the initialiser's arguments, or taken from the variable assigned to): integer
// literals stored into them or beside them take the argument's type.

struct Crate<Item> {
    var item: Item
    func peek() -> Item { item }
    mutating func replace(_ new: Item) { item = new }
}

var c = Crate(item: 2.5)
var peeked = c.peek()
peeked = 4
print(peeked)
c.item = 9 / 2
print(c.item, c.peek())
c.item += 1 / 4
print(c)
c = Crate(item: 1)
c.item -= 5 / 2
print(c)

let explicit = Crate<Double>(item: 1)
var fromExplicit = explicit.peek()
fromExplicit = 7 / 4
print(fromExplicit, explicit.item / 2 + 3 / 2)

let annotated: Crate<Double> = Crate(item: 6)
var fromAnnotated = annotated.item
fromAnnotated = 11 / 2
print(fromAnnotated)

struct Couple<First, Second> {
    var first: First
    var second: Second
    func left() -> First { first }
    func right() -> Second { second }
}

var couple = Couple(first: 3, second: 0.5)
couple.first = 7 / 2
couple.second = 7 / 2
print(couple)
var r = couple.right()
r = 5
print(r, couple.left() + 1)

struct Table<Cell> {
    var cells: [Cell]
    subscript(i: Int) -> Cell {
        get { cells[i] }
        set { cells[i] = newValue }
    }
}

var table = Table(cells: [0.25, 0.75])
table[1] = 3 / 2
table.cells.append(8)
table.cells += [1]
var cell = table[0]
cell = 2
print(table.cells, cell, table[1] + 1 / 2)

final class Link<Payload> {
    var payload: Payload
    init(_ payload: Payload) { self.payload = payload }
}

let link = Link(4.5)
link.payload = 13 / 4
print(link.payload)

struct Pile<Element> {
    var elements: [Element] = []
    mutating func add(_ e: Element) { elements.append(e) }
    func top() -> Element? { elements.last }
}

var pile = Pile<Double>()
pile.add(2)
var top = pile.top()!
top = 9 / 4
print(top, pile.elements)

var global = Crate(item: 0.5)
func bump() {
    global.item = 5 / 2
}
bump()
let later = { global.item += 3 / 2 }
later()
print(global.item)

let words = Crate(item: "a")
var word = words.peek()
word = "b"
let whole = Crate(item: 10)
var part = whole.item
part = 10 / 4
print(word, part, whole.item / 4)

var crates = [Crate(item: 0.5), Crate(item: 1.5)]
crates[1].item = 7 / 2
var fromElement = crates[0].peek()
fromElement = 3
print(crates[1].item, fromElement, crates[0].item + 1 / 2)
crates.append(Crate(item: 2))
crates.insert(Crate(item: 5), at: 0)
print(crates)
