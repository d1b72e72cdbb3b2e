// Valid Swift the interpreter once refused with a type error: a trailing closure to a
// memberwise initialiser, a switch expression whose branch calls, `allCases` unqualified in a
// CaseIterable enum, zip with a one-sided range, a dictionary literal of a program type and a
// standard method used as a function value.
struct Button {
    var title: String
    var action: () -> Void
}
struct Doubler { let apply: (Int) -> Int }
let ok = Button(title: "OK") { print("tapped") }
ok.action()
print(ok.title, Doubler { $0 * 2 }.apply(21))

func spell(_ n: Int) -> String {
    switch n {
    case 0: "zero"
    case 1: "one"
    default: String(n)
    }
}
func sign(_ x: Int) -> String {
    if x < 0 { "minus " + String(-x) } else { String(repeating: "+", count: x) }
}
print(spell(0), spell(1), spell(42), sign(-3), sign(2))

enum Direction: CaseIterable {
    case north, east, south, west
    static var count: Int { allCases.count }
    static func at(_ i: Int) -> Direction { allCases[i % allCases.count] }
}
print(Direction.count, Direction.at(5))

for (number, name) in zip(1..., ["ann", "bo"]) { print(number, name) }
print(zip(["x", "y", "z"], 10...).map { "\($0)\($1)" })

struct Inventory: ExpressibleByDictionaryLiteral {
    var counts: [String: Int] = [:]
    init(dictionaryLiteral elements: (String, Int)...) {
        for (item, count) in elements { counts[item, default: 0] += count }
    }
}
let stock: Inventory = ["pen": 2, "ink": 1, "pen ": 0]
print(stock.counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let empty: Inventory = [:]
print(empty.counts.isEmpty)
let maybeStock: Inventory? = ["cap": 3]
print(maybeStock?.counts["cap"] as Any)

let text = "functional programming"
print(text.filter("aeiou".contains))
print(["apple", "kiwi", "avocado"].filter("avocado toast".hasPrefix))
print([3, 8, 5].filter([5, 8].contains))
