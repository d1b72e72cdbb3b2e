// How calls bind a type parameter that generic code uses as a value: a result passed as
// `Any` leaves it to the arguments, a class argument binds its static type, implicit-self
// and static calls bind it, and a standard type's constants are read through it.

func identity<T>(_ value: T) -> T {
    print("identity of \(T.self)")
    return value
}
print(identity(3))
let boxed: Any = identity("text")
print(boxed)
let kept = identity(2.5)
print(kept)

class Animal {
    required init() {}
    class func sound() -> String { "..." }
}
final class Dog: Animal {
    override class func sound() -> String { "woof" }
}
func soundOf<T: Animal>(_ animal: T) -> String { "\(T.self) says \(T.sound())" }
func fresh<T: Animal>(_ animal: T) -> T { T() }
let pet: Animal = Dog()
print(soundOf(pet), "/", soundOf(Dog()))
print(type(of: fresh(pet)), type(of: fresh(Dog())))

func largest<T: FixedWidthInteger>(_ sample: T) -> T { T.max }
func smallest<T: FixedWidthInteger>(_ sample: T) -> T { T.min }
print(largest(1), largest(UInt8(1)), smallest(Int16(1)), smallest(1))
func zeroLike<T: AdditiveArithmetic>(_ value: T) -> T { T.zero }
print(zeroLike(5), zeroLike(5.5), Int.zero, Double.zero)

struct Report {
    func line<T>(_ value: T) -> String { "\(value): \(T.self)" }
    func lines() -> [String] { [line(1), self.line("one"), line(true)] }
    static func header<T>(for type: T.Type) -> String { "== \(T.self) ==" }
}
print(Report.header(for: Dog.self))
print(Report().lines())

extension Int {
    func tagged<T>(as type: T.Type) -> String { "\(self) as \(T.self)" }
}
print(7.tagged(as: String.self))

func count<T>(_ values: T...) -> String { "\(values.count) of \(T.self)" }
func kinds<T>(_ values: [T]) -> String { "[\(T.self)]" }
print(count(1, 2, 3), count("a"), kinds([1.5]), kinds(["x"]))

func described<T>(_ value: T) -> String {
    func inner() -> String { "inner \(T.self)" }
    let later = { "closure \(T.self)" }
    return inner() + ", " + later()
}
print(described(Character("c")))

enum Suit { case hearts, spades }
struct Outer { struct Inner {} }
print(identity(Suit.spades), identity(Outer.Inner()))
func sameType<T>(_ value: T, _ other: Any) -> Bool { T.self == Int.self && other is T }
print(sameType(1, 2), sameType(1, 2.0), sameType("a", "b"))
