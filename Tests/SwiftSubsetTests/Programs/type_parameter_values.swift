// Type parameters used as values inside generic code: `T.self`, `T()`, `T(x)`, `T.zero`,
// casts to `T`, with `T` bound by each call or by the receiver's type arguments.

protocol Number {
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
}
extension Int: Number {}
extension Double: Number {}

struct Point: Number, CustomStringConvertible {
    var x = 0, y = 0
    static var zero: Point { Point() }
    static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    var description: String { "(\(x), \(y))" }
}

// A generic struct's method using `T.zero`, `T` bound by the instance's type argument.
struct Accumulator<T: Number> {
    var items: [T]
    func total() -> T {
        var sum = T.zero
        for item in items { sum = sum + item }
        return sum
    }
    func kind() -> String { "Accumulator of \(T.self)" }
}
print(Accumulator(items: [1, 2, 3]).total())
print(Accumulator(items: [1.5, 2.25]).total())
print(Accumulator<Double>(items: []).total())
print(Accumulator(items: [Point(x: 1, y: 2), Point(x: 3, y: 4)]).total())
print(Accumulator(items: [Point]()).kind())
print(Accumulator(items: [2.5]).kind())

// A method of a numeric extension comparing with `.zero`.
extension Collection {
    func startsWithZero() -> Bool where Element: Numeric {
        return first == .zero
    }
}
print([0, 1, 2].startsWithZero(), [3, 0].startsWithZero(), [0.0].startsWithZero(), [Double]().startsWithZero())

// A generic function's `T.zero` and `T.self`, bound by its arguments.
func zeroOf<T: Number>(_ value: T) -> T { T.zero }
func describe<T>(_ value: T) -> String { "\(value) is a \(T.self)" }
print(zeroOf(7), zeroOf(2.5), zeroOf(Point(x: 1, y: 1)))
print(describe(3))
print(describe("three"))
print(describe(Point(x: 3, y: 3)))

// A generic method casting `Any` to its type parameter (`as?`, `is`, `as!`).
struct Picker {
    func pick<T>(_ items: [Any], as type: T.Type) -> [T] {
        items.compactMap { $0 as? T }
    }
    func count<T>(_ items: [Any], of type: T.Type) -> Int {
        items.filter { $0 is T }.count
    }
    func first<T>(_ items: [Any], as type: T.Type) -> T {
        items[0] as! T
    }
}
let mixed: [Any] = [1, "a", 2.5, 3, "b", Point(x: 1, y: 0)]
let picker = Picker()
print(picker.pick(mixed, as: Int.self))
print(picker.pick(mixed, as: String.self))
print(picker.pick(mixed, as: Point.self))
print(picker.count(mixed, of: Double.self), picker.count(mixed, of: Bool.self))
print(picker.first(mixed, as: Int.self) + 1)

// A generic type's method casting to the type's own parameter.
struct Filter<T> {
    func keep(_ items: [Any]) -> [T] { items.compactMap { $0 as? T } }
}
print(Filter<String>().keep(mixed))

// `T()` on a protocol with `init()`, and `T(x)` on one with a failable initialiser.
protocol Blank { init() }
struct Note: Blank { var text = "empty" }
final class Counter: Blank {
    var count = 0
    init() { count = 10 }
}
func make<T: Blank>(_ type: T.Type) -> T { T() }
print(make(Note.self))
print(make(Counter.self).count)

protocol Parsable { init?(_ text: String) }
extension Int: Parsable {}
extension Double: Parsable {}
func parse<T: Parsable>(_ text: String, as type: T.Type) -> T? { T(text) }
print(parse("42", as: Int.self) as Any, parse("x", as: Int.self) as Any, parse("2.5", as: Double.self) as Any)

// `T.self` of a type parameter bound by a metatype, inside a closure the call made.
func namer<T>(_ type: T.Type) -> () -> String { { "made for \(T.self)" } }
let name = namer(Note.self)
print(name())
