// The order in which the standard defaults call a program's own collection members, where it
// differs from a plain walk: a type's own `count` read by `map` and `Array(c)`, `min()` and
// `max()` comparing each element as it comes, a BidirectionalCollection's `count` asking
// `start < end`, and the defaults reached through a protocol that refines Collection.
struct Shelf: Collection {
    var books = ["a", "b"]
    var startIndex: Int { 0 }
    var endIndex: Int { books.count }
    var count: Int { print("own count"); return books.count }
    func index(after i: Int) -> Int { print("after \(i)"); return i + 1 }
    subscript(i: Int) -> String { books[i] }
}
let shelf = Shelf()
print(shelf.map { $0.uppercased() })
print(Array(shelf))
print(shelf.underestimatedCount)
print(shelf.isEmpty)

struct Score: Comparable {
    let v: Int
    static func < (a: Score, b: Score) -> Bool { print("cmp \(a.v) \(b.v)"); return a.v < b.v }
}
struct Scores: Sequence, IteratorProtocol {
    var n = 0
    var size = 3
    mutating func next() -> Score? {
        n += 1
        if n > size { return nil }
        print("next \(n)")
        return Score(v: (n * 7) % 5)
    }
}
print(Scores().min()!.v)
print(Scores().max()!.v)
print(Scores(size: 4).max()!.v)
print(Scores(size: 0).min() == nil)

struct Spot: Comparable {
    var p: Int
    static func < (a: Spot, b: Spot) -> Bool { print("lt \(a.p) \(b.p)"); return a.p < b.p }
}
struct Two: BidirectionalCollection {
    var startIndex: Spot { Spot(p: 0) }
    var endIndex: Spot { Spot(p: 2) }
    func index(after i: Spot) -> Spot { Spot(p: i.p + 1) }
    func index(before i: Spot) -> Spot { Spot(p: i.p - 1) }
    subscript(i: Spot) -> String { ["a", "b"][i.p] }
}
print(Two().count)
print(Two().distance(from: Spot(p: 0), to: Spot(p: 2)))
print(Two().distance(from: Spot(p: 1), to: Spot(p: 1)))

protocol Rack: Collection where Index == Int {}
struct Books: Rack {
    var items = ["x", "y"]
    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> String { items[i] }
}
let books = Books()
for x in books { print(x) }
print(books.count, books.first!, books.contains("y"), books.map { $0 + "!" })
