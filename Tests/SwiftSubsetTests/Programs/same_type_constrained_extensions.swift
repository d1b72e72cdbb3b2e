// Extensions of a program's generic type constrained to one concrete type argument
// (`where V == Int`): their members see `V` as that type, literals included.

struct Box<V> {
    var items: [V] = []
    mutating func insert(value: V) { items.append(value) }
}

extension Box where V == Int {
    mutating func insertZero() { insert(value: 0) }
    var total: Int { items.reduce(0, +) }
    static var unit: Box<Int> { Box(items: [1]) }
}

extension Box where V == Double {
    mutating func insertHalves() {
        insert(value: 0.5)
        insert(value: 2)
    }
}

extension Box where V == String {
    func joined() -> String { items.joined(separator: "+") }
}

var ints = Box<Int>()
ints.insertZero()
ints.insert(value: 4)
print(ints.items, ints.total, Box<Int>.unit.items)

var doubles = Box<Double>()
doubles.insertHalves()
print(doubles.items)

let words = Box(items: ["a", "b"])
print(words.joined())
