import Foundation

// A struct's lazy property: computed at its first read from the value as it is then, stored
// in that value (a copy made before computes its own), printed as its storage.
struct Report {
    var items: [Int]
    lazy var total: Int = {
        print("computing total of", items)
        return items.reduce(0, +)
    }()
    lazy var label = "report of \(items.count)"

    mutating func describe() -> String { "\(label): \(total) (\(self.total))" }
    mutating func add(_ x: Int) { items.append(x) }
}

var r = Report(items: [1, 2])
let before = r
var copy = r
print(r)
print(r.describe())
r.add(10)
print(r.total, r)
print(copy.total)
copy.total = 100
print(copy.total, copy.label)
print(copy)
var fromBefore = before
print(fromBefore.total)

var reports = [Report(items: [5]), Report(items: [6, 7])]
print(reports[1].total)
reports[0].items.append(1)
print(reports[0].total)
print(reports.map { $0.items })

struct Cache {
    var hits = 0
    lazy var table: [String: Int] = ["a": 1]
    mutating func look(_ k: String) -> Int? {
        hits += 1
        return table[k]
    }
}
var cache = Cache()
print(cache.look("a") ?? -1, cache.look("b") ?? -1, cache.hits)
cache.table["a"] = 2
print(cache.look("a") ?? -1)
dump(cache)
dump(Cache())

// Swift's synthesised Codable leaves a lazy property out: not encoded, unset when decoded.
struct Tile: Codable {
    var side: Int
    lazy var area: Int = side * side
}
var tile = Tile(side: 3)
print(tile.area)
print(String(decoding: try! JSONEncoder().encode(tile), as: UTF8.self))
var decoded = try! JSONDecoder().decode(Tile.self, from: Data("{\"side\":5}".utf8))
print(decoded)
print(decoded.area, decoded)

// Synthesised Equatable and Hashable leave a lazy property out too.
struct Key: Hashable {
    var id: Int
    lazy var name = "key \(id)"
}
var k1 = Key(id: 1), k2 = Key(id: 1)
print(k1 == k2, k1.name, k1 == k2)
k2.name = "other"
print(k1 == k2, Set([k1, k2]).count, [k1: "a"][k2] ?? "missing")
