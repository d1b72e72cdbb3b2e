// A subscript a protocol's extension adds beside a conforming type's own: Swift chooses by the
// index's type (an Int takes the type's, a sequence of Ints the extension's generic one).
protocol Shelf {
    associatedtype Item
    var count: Int { get }
    subscript(slot: Int) -> Item { get }
}
extension Shelf {
    subscript<Slots: Sequence>(slots: Slots) -> [Item] where Slots.Element == Int {
        var picked: [Item] = []
        for slot in slots { picked.append(self[slot]) }
        return picked
    }
}
struct Bookcase: Shelf {
    var titles: [String]
    var count: Int { titles.count }
    subscript(slot: Int) -> String { titles[slot] }
}
final class Pantry: Shelf {
    var jars = [3, 5, 8, 13]
    var count: Int { jars.count }
    subscript(slot: Int) -> Int { jars[slot] * 10 }
}
protocol Labelled { var label: String { get } }
extension Labelled {
    subscript(times: Int) -> String { String(repeating: label, count: times) }
}
struct Tag: Labelled { let label: String }

let books = Bookcase(titles: ["Emma", "Dune", "Ulysses"])
print(books[1])
print(books[[2, 0]])
print(books[1..<3])
let pantry = Pantry()
print(pantry[3], pantry[[0, 1]])
let picked = books[Set([1])]
print(picked.count)
print(Tag(label: "ab")[3])
