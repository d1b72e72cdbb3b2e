// Static subscripts, and methods a program adds to standard types and protocols, called on
// arrays, strings, ranges and integers.
enum Planet: Int {
    case mercury = 1, venus, earth, mars
    static subscript(n: Int) -> Planet {
        return Planet(rawValue: n)!
    }
}

struct Grid {
    static let size = 3
    static subscript(row: Int, column: Int) -> Int {
        row * size + column
    }
}

print(Planet[4], Planet[1] == .mercury, Grid[1, 2], Grid[2, 0] + 1)

extension Array where Element: Equatable {
    func countOf(_ x: Element) -> Int {
        var n = 0
        for e in self where e == x { n += 1 }
        return n
    }
}

extension Collection {
    func describedCount() -> String {
        "\(count) items"
    }
}

extension Sequence {
    func total(of f: (Element) -> Int) -> Int {
        var sum = 0
        for e in self { sum += f(e) }
        return sum
    }
}

extension UInt8 {
    func doubledWrapping() -> UInt8 { self &* 2 }
}

extension Int {
    func squared() -> Int { self * self }
}

let numbers = [3, 1, 3, 2, 3]
print(numbers.countOf(3), ["a", "b", "a"].countOf("a"))
print(numbers.describedCount(), "hello".describedCount())
print(numbers.total { $0 * 10 }, (1...4).total { $0 })
let byte: UInt8 = 200
print(byte.doubledWrapping(), 7.squared(), numbers[0].squared())
