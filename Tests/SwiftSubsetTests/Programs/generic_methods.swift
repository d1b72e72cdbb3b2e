// A generic subscript and a local generic function.
struct Container<Item> {
    var items: [Item] = []
    mutating func append(_ item: Item) { items.append(item) }
    subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Iterator.Element == Int {
        var result: [Item] = []
        for index in indices { result.append(items[index]) }
        return result
    }
}
var c = Container<String>()
for w in ["zero", "one", "two", "three"] { c.append(w) }
print(c[[3, 1]])
func outer() -> [String] {
    func pairUp<A, B>(_ a: [A], _ b: [B]) -> [(A, B)] {
        var out: [(A, B)] = []
        for i in 0..<min(a.count, b.count) { out.append((a[i], b[i])) }
        return out
    }
    return pairUp([1, 2, 3], ["a", "b"]).map { "\($0.0)\($0.1)" }
}
print(outer())
