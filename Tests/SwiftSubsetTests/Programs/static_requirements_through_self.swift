// `Self.x` for a protocol's static requirement inside an instance member of the protocol's
// extension reads the conforming type's own member, or the default where it has none.
protocol Titled {
    static var title: String { get }
    static var rank: Int { get }
}

extension Titled {
    static var rank: Int { 0 }

    func heading() -> String {
        "\(Self.title) #\(Self.rank)"
    }

    var shout: String {
        let make = { Self.title.uppercased() }
        return make()
    }
}

struct Report: Titled {
    static var title: String { "report" }
}

struct Memo: Titled {
    static let title = "memo"
    static var rank = 3
}

enum Level: Titled {
    case low, high
    static var title: String { "level" }
    static var rank: Int { 7 }
}

protocol Ranked: Titled {}
extension Ranked {
    static var rank: Int { 9 }
}
struct Ordered: Ranked {
    static var title: String { "ordered" }
}

func describe<T: Titled>(_ value: T) -> String {
    value.heading()
}

print(Report().heading())
print(Memo().heading())
Memo.rank = 4
print(Memo().heading(), Memo().shout)
print(Level.high.heading(), describe(Level.low))
print(Ordered().heading(), describe(Ordered()))
let all: [Titled] = [Report(), Memo(), Level.low, Ordered()]
for item in all {
    print(item.heading())
}

// A lazily made static, a generic conforming type, an enum with payloads, a closure reading Self.
func make(_ s: String) -> String { print("making", s); return s }
protocol Named {
    static var name: String { get }
    static var count: Int { get }
}
extension Named {
    static var name: String { "default" }
    func bump() -> Int {
        A.count += 1
        return Self.count
    }
    func label() -> String { Self.name + "/" + String(Self.count) }
    var later: () -> String { { Self.name } }
}
struct A: Named {
    static let name = make("A")
    static var count = 0
}
struct B<T>: Named {
    static var count: Int { 10 }
    var value: T
}
enum E: Named {
    case one(Int), two
    static var count = 5
    static var name: String { "E" }
}
var a = A()
print("start")
print(a.label())
print(a.bump(), a.bump(), A.count)
var b = B(value: 3)
print(b.label(), b.bump())
let f = E.one(1).later
print(f(), E.two.label())
var e = E.two
print(e.bump(), E.count)
protocol Base { static var tag: String { get } }
protocol Mid: Base {}
extension Base { static var tag: String { "base" }; func show() -> String { Self.tag } }
extension Mid { static var tag: String { "mid" } }
struct M: Mid {}
struct N: Base {}
print(M().show(), N().show())

// Static methods a protocol requires, called through Self: arguments evaluated in order.
protocol Shape {
    static func unit() -> Self
    static func named(_ prefix: String, times: Int) -> String
    var area: Double { get }
}
extension Shape {
    static func named(_ prefix: String, times: Int) -> String { String(repeating: prefix, count: times) + "shape" }
    func twin() -> (Self, Double) {
        let u = Self.unit()
        return (u, u.area + area)
    }
    func title() -> String { Self.named("-", times: 2) }
}
struct Square: Shape {
    var side: Double
    static func unit() -> Square { print("unit square"); return Square(side: 1) }
    var area: Double { side * side }
}
enum Dot: Shape {
    case dot
    static func unit() -> Dot { .dot }
    static func named(_ prefix: String, times: Int) -> String { "dot" + prefix }
    var area: Double { 0 }
}
func order(_ s: String) -> String { print("arg", s); return s }
protocol Counter { static func next(_ label: String) -> Int }
extension Counter {
    func two() -> [Int] { [Self.next(order("a")), Self.next(order("b"))] }
}
struct Tally: Counter {
    static var n = 0
    static func next(_ label: String) -> Int { n += 1; print("next", label); return n }
}
print(Square(side: 3).twin())
print(Square(side: 2).title(), Dot.dot.title())
print(Dot.dot.twin())
print(Tally().two(), Tally.n)
