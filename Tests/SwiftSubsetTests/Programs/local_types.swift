// Types declared inside functions, methods, closures and top-level blocks: values, errors,
// enums with payloads, classes with deinit, conformances and nested types.
func divide(_ a: Int, by b: Int) throws -> Int {
    struct DivisionByZero: Error, CustomStringConvertible {
        let dividend: Int
        var description: String { "cannot divide \(dividend) by zero" }
    }
    guard b != 0 else { throw DivisionByZero(dividend: a) }
    return a / b
}
do {
    print(try divide(10, by: 2))
    print(try divide(7, by: 0))
} catch {
    print("error:", error)
}

func summary(of words: [String]) -> String {
    struct Tally {
        var short = 0
        var long = 0
        mutating func count(_ w: String) { if w.count < 5 { short += 1 } else { long += 1 } }
    }
    var t = Tally()
    for w in words { t.count(w) }
    return "\(t.short) short, \(t.long) long"
}
print(summary(of: ["a", "banana", "kiwi", "cherry"]))

func classify(_ n: Int) -> String {
    enum Kind: String { case negative, zero, positive }
    let k: Kind = n < 0 ? .negative : (n == 0 ? .zero : .positive)
    switch k {
    case .zero: return "nothing"
    default: return k.rawValue
    }
}
print([-2, 0, 5].map(classify))

class Screen {
    func render() {
        struct Row: Comparable {
            let index: Int
            static func < (a: Row, b: Row) -> Bool { a.index < b.index }
        }
        let rows = [Row(index: 3), Row(index: 1), Row(index: 2)].sorted()
        print(rows.map(\.index))
        enum Layout { case grid(columns: Int), list }
        let layouts: [Layout] = [.grid(columns: 3), .list]
        for l in layouts {
            if case .grid(let c) = l { print("grid of", c) } else { print(l) }
        }
    }
}
Screen().render()

do {
    final class Token {
        let id: Int
        init(id: Int) { self.id = id; print("token", id, "made") }
        deinit { print("token", id, "gone") }
    }
    var t: Token? = Token(id: 1)
    print("holding", t!.id)
    t = nil
    print("after")
}

let make = { () -> Int in
    struct Point { var x: Int, y: Int; var sum: Int { x + y } }
    return Point(x: 2, y: 3).sum
}
print(make())
print(type(of: divide))
