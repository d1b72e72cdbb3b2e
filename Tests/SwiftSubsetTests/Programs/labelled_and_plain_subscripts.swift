// A type with an unlabelled subscript and labelled ones beside it: each call is taken by
// its labels, getters and setters alike.
struct Board {
    var cells = Array(repeating: ".", count: 9)
    subscript(i: Int) -> String {
        get { cells[i] }
        set { cells[i] = newValue }
    }
    subscript(row r: Int, col c: Int) -> String {
        get { cells[r * 3 + c] }
        set { cells[r * 3 + c] = newValue }
    }
    subscript(row r: Int) -> [String] {
        Array(cells[(r * 3)..<(r * 3 + 3)])
    }
}
var b = Board()
b[4] = "X"
b[row: 0, col: 2] = "O"
b[row: 2, col: 0] += "!"
print(b[row: 1, col: 1], b[2], b[6])
for r in 0..<3 { print(b[row: r].joined()) }

struct Catalog {
    var names = ["pen", "ink", "pad"]
    var prices: [String: Double] = ["pen": 1.5, "pad": 3]
    subscript(index: Int) -> String { names[index] }
    subscript(key: String) -> Double { prices[key] ?? 0 }
    subscript(priceOf index: Int) -> Double { self[names[index]] }
}
let c = Catalog()
print(c[0], c["pad"], c["ink"], c[priceOf: 0], c[priceOf: 1])

final class Scores {
    private var byName: [String: Int] = [:]
    private var order: [String] = []
    subscript(name: String) -> Int {
        get { byName[name, default: 0] }
        set { if byName[name] == nil { order.append(name) }; byName[name] = newValue }
    }
    subscript(rank r: Int) -> String { order.sorted { byName[$0]! > byName[$1]! }[r] }
}
let s = Scores()
s["amy"] = 3
s["bob"] = 7
s["amy"] += 5
print(s["amy"], s["bob"], s[rank: 0], s[rank: 1])
