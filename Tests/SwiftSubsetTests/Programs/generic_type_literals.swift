// A number literal in an instance method of a generic struct or class with a numeric type
// parameter takes the type the receiver's type arguments give it; a declaration without a
// type keeps its literal's own type.
struct Vec<T: Numeric> {
    var items: [T]
    func scaled(by k: T) -> Vec<T> { Vec(items: items.map { $0 * k }) }
    func sum() -> T { items.reduce(0, +) }
    func doubled() -> [T] { items.map { $0 * 2 } }
    func sumPlusOne() -> T {
        var total: T = 1
        var seen = 0
        for x in items { total += x; seen += 1 }
        return seen >= 0 ? total : 0
    }
}
let v = Vec(items: [1, 2, 3])
print(v.scaled(by: 2).items, v.sum(), v.doubled(), v.sumPlusOne())
let w = Vec(items: [0.5, 1.5])
print(w.sum(), w.doubled(), w.sumPlusOne())
let none = Vec<Int>(items: [])
print(none.sum(), none.sumPlusOne())
let raw: [UInt8] = [100, 50]
let bytes = Vec(items: raw)
print(bytes.sum(), bytes.doubled())

final class Counter<N: BinaryInteger> {
    var value: N
    var steps = 0
    init(_ start: N) { value = start }
    func bump() { value += 1; steps += 1 }
    func isEven() -> Bool { value % 2 == 0 }
}
let small = Counter(UInt8(254))
small.bump()
print(small.value, small.isEven(), small.steps)
let big = Counter(5)
big.bump()
print(big.value, big.isEven())

func count<T: Numeric>(_ xs: [T]) -> Int {
    var n = 0
    for _ in xs { n += 1 }
    return n
}
print(count([1.5, 2]), count([Int]()))

// Computed properties: the receiver gives `T` as in methods; an element of a `[T]` property
// is of type `T`.
struct Series<T: Numeric> {
    var items: [T]
    var sum: T { items.reduce(0, +) }
    var doubled: [T] { items.map { $0 * 2 } }
    var first: T {
        get { return items.isEmpty ? 0 : items[0] }
    }
    var count: Int { items.count + 0 }
}
let ints = Series(items: [1, 2])
let halves = Series(items: [0.5])
let noDoubles = Series<Double>(items: [])
print(ints.sum, ints.doubled, ints.first, halves.sum, halves.doubled, halves.first)
print(noDoubles.sum, noDoubles.first, noDoubles.count)
final class Parity<N: BinaryInteger> {
    var n: N
    init(_ n: N) { self.n = n }
    var isOdd: Bool { n % 2 == 1 }
}
print(Parity(3).isOdd, Parity(UInt8(4)).isOdd)

// An extension of such a type (without a `where` clause, the type declared once in the file)
// types its literals as the type's body does.
extension Series {
    func zero() -> T { 0 }
    var tripled: [T] { items.map { $0 * 3 } }
}
print(halves.zero(), ints.zero(), halves.tripled, ints.tripled)
