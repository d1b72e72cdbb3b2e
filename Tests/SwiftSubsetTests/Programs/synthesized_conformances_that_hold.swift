// Conformances Swift can synthesize, or that the program completes outside the type.

enum Suit { case hearts, spades }              // no payload: Equatable and Hashable for free
struct Card: Hashable { var rank: Int; var suit: Suit }

class Base: Equatable {
    let id: Int
    init(id: Int) { self.id = id }
    static func == (l: Base, r: Base) -> Bool { l.id == r.id }
}
class Sub: Base {}
struct Holder: Equatable { var item: Sub }      // Sub inherits Base's ==

struct Box<T: Equatable>: Equatable { var value: T }
struct Wrapper<T> { var value: T }
extension Wrapper: Equatable where T: Equatable {}

struct Gauge: Equatable {
    var reading: Double
    var label: String { "\(reading)" }         // computed: not compared
    static var unit = { "kPa" }                 // static: not compared
}

enum Level: Int, Comparable {
    case low = 1, high
    static func < (l: Level, r: Level) -> Bool { l.rawValue < r.rawValue }
}
enum Size: Comparable { case small, medium(Int), large(name: String) }

struct Tag: Hashable { var name: String; var parts: [String: [Int]]; var alias: String?; var ids: Set<Int> }
indirect enum Tree: Equatable { case leaf(Int), node(Tree, Tree) }
protocol Named: Equatable { var name: String { get } }
struct Person: Named { var name: String; var friend: Friend? }
struct Friend: Equatable { var since: Int }

print(Card(rank: 3, suit: .hearts) == Card(rank: 3, suit: .hearts), Set([Card(rank: 1, suit: .spades)]).count)
print(Holder(item: Sub(id: 1)) == Holder(item: Sub(id: 1)))
print(Box(value: "a") == Box(value: "a"), Wrapper(value: 2) == Wrapper(value: 3))
let g1 = Gauge(reading: 1.5), g2 = Gauge(reading: 1.5)
print(g1 == g2, Gauge.unit())
print(Level.low < Level.high, [Size.large(name: "b"), .small, .medium(2), .medium(1)].sorted())
print(Tag(name: "a", parts: ["x": [1]], alias: nil, ids: [2]) == Tag(name: "a", parts: ["x": [1]], alias: nil, ids: [2]))
print(Tree.node(.leaf(1), .leaf(2)) == .node(.leaf(1), .leaf(2)))
print(Person(name: "Kim", friend: Friend(since: 2020)) == Person(name: "Kim", friend: nil))
