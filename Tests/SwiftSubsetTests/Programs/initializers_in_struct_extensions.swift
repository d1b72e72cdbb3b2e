// A struct's initialisers declared in an extension stand beside its memberwise initialiser,
// a variadic one too (`ExpressibleByArrayLiteral` adopted in the extension).
struct Bag {
    var items: [String]
    var label = "bag"
}
extension Bag: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: String...) { items = elements }
}
extension Bag {
    init(repeating item: String, count: Int) { items = Array(repeating: item, count: count) }
}
let a: Bag = ["a", "b"]
let b = Bag(arrayLiteral: "c")
let c = Bag(items: ["d"], label: "box")
let d = Bag(items: ["e"])
let e = Bag(repeating: "f", count: 2)
print(a.items, b.items, c.items, c.label, d.label, e.items)
