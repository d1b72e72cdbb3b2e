// Sorting by a program's comparison: element kinds, stability, objects released in order.
final class Token {
    let name: String
    let rank: Int
    init(_ name: String, _ rank: Int) { self.name = name; self.rank = rank }
    deinit { print("deinit \(name)") }
}

struct Card {
    let suit: String
    let value: Int
}

func byValueThenSuit(_ a: Card, _ b: Card) -> Bool {
    if a.value != b.value { return a.value < b.value }
    return a.suit < b.suit
}

let words = ["pear", "fig", "apple", "kiwi", "banana", "fig", "date"]
print(words.sorted { $0 < $1 })
print(words.sorted { $0.count < $1.count })          // stable: equal lengths keep their order
print(words.sorted(by: >))
print(words.sorted { a, b in a.count == b.count ? a > b : a.count > b.count })

let cards = [Card(suit: "♠", value: 3), Card(suit: "♥", value: 1), Card(suit: "♦", value: 3), Card(suit: "♣", value: 2)]
print(cards.sorted(by: byValueThenSuit).map { "\($0.value)\($0.suit)" })
let descending: (Card, Card) -> Bool = { $0.value > $1.value }
print(cards.sorted(by: descending).map { "\($0.value)\($0.suit)" })

let pairs = [(2, "b"), (1, "z"), (2, "a"), (1, "y")]
print(pairs.sorted { $0.0 < $1.0 }.map { "\($0.0)\($0.1)" })

var numbers = [9, -4, 7, 0, -4, 12, 3]
numbers.sort { abs($0) < abs($1) }
print(numbers)
numbers.sort(by: >)
print(numbers)
var threshold = 5
let split = numbers.sorted { ($0 > threshold ? 0 : 1, $0) < ($1 > threshold ? 0 : 1, $1) }
threshold = 0
print(split)

let doubles = [2.5, -1.0, 3.25, 0.5]
print(doubles.sorted { $0 > $1 }, doubles.sorted())
let optionals: [Int?] = [3, nil, 1]
print(optionals.sorted { ($0 ?? 0) < ($1 ?? 0) })

do {
    var tokens = [Token("c", 3), Token("a", 1), Token("b", 2)]
    tokens.sort { $0.rank < $1.rank }
    print(tokens.map(\.name))
    let reversedTokens = tokens.sorted { $0.rank > $1.rank }
    print(reversedTokens.map(\.name))
    tokens.removeAll()
    print("tokens emptied")
}
print("after the block")

enum Shape { case circle(Int), square(Int) }
func size(_ s: Shape) -> Int { switch s { case .circle(let r): return r; case .square(let w): return w } }
let shapes: [Shape] = [.square(4), .circle(2), .square(1)]
print(shapes.sorted { size($0) < size($1) }.map(size))

struct Failure: Error {}
func compareOrFail(_ a: Int, _ b: Int) throws -> Bool {
    if a == 13 || b == 13 { throw Failure() }
    return a < b
}
do {
    print(try [3, 1, 2].sorted(by: compareOrFail))
    print(try [3, 13, 2].sorted(by: compareOrFail))
} catch {
    print("caught", error)
}
print([Int]().sorted { $0 > $1 }, [7].sorted { $0 > $1 })

func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
func describe(_ n: Int) -> String {
    if n < 0 { return "negative" }
    return "fib(\(n)) = \(fib(n))"
}
print(describe(15), describe(-1))
func makeToken(_ n: Int) -> Token { Token("made\(n)", n) }
print(makeToken(1).name)
print("end")
