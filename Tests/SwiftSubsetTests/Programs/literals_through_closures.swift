// Integer literals that Swift types from the context through closures and generic calls
// (session 14): each value printed here was computed with the literals as Doubles (or the
// fixed-width type the context names), as swiftc computes it.

// reduce with a closure calling min/max/abs, or of several statements
let highest: Double = [3, 9, 4].reduce(0) { max($0, $1) } / 4
print(highest)
let lowest: Double = [3, 9, 4].reduce(100) { min($0, abs($1)) } / 2
print(lowest)
let halvedSum: Double = [1, 2, 3].reduce(0) { acc, v in
    let half = v / 2
    return acc + half
}
print(halvedSum)
let doubledSum: Double = [1, 2].reduce(0) { acc, x in let y = x * 2; return acc + y } / 4
print(doubledSum)

// map closures of several statements
let shifted: [Double] = [1, 2, 3].map { v in
    let doubled = v * 2
    let plusOne = doubled + 1
    return plusOne / 4
}
print(shifted)
let absHalves: [Double] = [1, -3].map { abs($0) / 2 }
print(absHalves)

// closures that write Double as a parameter's or the result's type
let over = [1, 2, 3].filter { (v: Double) in v > 1.5 }
print(over)
let firstOver = [1, 2, 3].first { (n: Double) in n > 1 }
print(firstOver ?? -1)
let descending = [3, 1, 2].sorted { (a: Double, b: Double) in a > b }
print(descending)
let quarters = [1, 2].map { (v) -> Double in v / 4 }
print(quarters)
let thirds = [1, 2, 3].map { n -> Double in n / 3 }
print(thirds)
let evens = [1, 2, 3, 4].filter { (n: Int) in n % 2 == 0 }
print(evens)

// a closure's result typed by the context, and closures called where they are written
let ys = [1, 2, 3]
let eighths: [Double] = ys.map { _ in 1 / 8 }
print(eighths)
let called: Double = { 7 / 2 }()
print(called)
let calledArray: [Double] = { [1, 2, 3] }().map { $0 / 2 }
print(calledArray)
let declared: Double = { () -> Double in 9 / 2 }()
print(declared)

// forEach adding its element to a Double
var total: Double = 0
[1, 2, 3].forEach { total += $0 / 2 }
print(total)
var running: Double = 0
[1, 2].forEach { x in running = running + x / 4 }
print(running)

// the program's generic functions
func firstOf<T>(_ a: [T]) -> T { a[0] }
func largest<T: Comparable>(_ xs: [T]) -> T { xs.max()! }
func twice<T>(_ x: T) -> [T] { [x, x] }
let head: Double = firstOf([3, 4]) / 2
print(head)
let top: Double = largest([1, 5, 3]) / 2
print(top)
let pair: [Double] = twice(3).map { $0 / 2 }
print(pair)
print(largest([1, 5, 3]) / 2)

// a closure passing arithmetic on its element to a Double parameter
func squared(_ v: Double) -> Double { v * v }
print([1, 2].map { squared($0 / 2) })
struct Spot { var x: Double; var y: Double }
let spots = [1, 2].map { Spot(x: $0 / 4, y: 0) }
print(spots.map { $0.x })
let kept = [1, 2, 3].filter { squared($0 / 2) > 1 }
print(kept)

// an element type written on Set or Array is its argument's context
let halvedSet = Set<Double>([1, 2].map { $0 / 2 })
print(halvedSet.sorted())
let halvedArray = [Double]([3, 5].map { $0 / 2 })
print(halvedArray)

// Array(_:) of a slice, labelled tuples
let firstTwo: [Double] = Array([1, 2, 3].prefix(2)).map { $0 / 2 }
print(firstTwo)
var point: (x: Double, y: Double) = (3 / 2, 1 / 4)
print(point, point.x)
point = (x: 5 / 2, y: 1)
print(point)
let size: (w: Double, h: Double)? = (1 / 2, 2)
print(size!)
func frame() -> (w: Double, h: Double) { (3 / 2, 1) }
print(frame())

// fixed-width contexts
let bytes: [UInt8] = [10, 20].map { $0 * 3 }
print(bytes)
let third: UInt8 = [10, 20].max()! / 3
print(third)
let shorts: [Int16] = [100, 200].map { $0 - 300 }
print(shorts)
let wrapped: UInt8 = [250, 10].reduce(0, &+)
print(wrapped)

// a type of the program's made by an integer literal, through an optional
struct Cents: ExpressibleByIntegerLiteral, CustomStringConvertible {
    let value: Int
    init(integerLiteral value: Int) { self.value = value * 10 }
    var description: String { "\(value)c" }
}
let maybe: Cents? = 3
print(maybe!)
let some: [Cents?] = [1, nil, 2]
print(some.map { $0?.description ?? "none" })
func show(_ c: Cents?) { print(c.map { $0.description } ?? "nil") }
show(4)
show(nil)
var later: Cents? = nil
later = 6
print(later!)

// what decides the element type itself keeps its literals Ints
let values: [Double] = [1, 2, 4]
print(values.reduce(0, +) / Double(values.count))
print(values.map { $0 * 2 })
let ints = [3, 1, 2]
let offsets: [Double] = ints.enumerated().map { Double($0.offset) * 2 }
print(offsets)
let converted: [Double] = [1, 2, 3].map { Double($0) / 2 }
print(converted)
let converting: Double = [1, 2].reduce(0.0) { $0 + Double($1) / 4 }
print(converting)
let sumThenHalf: Double = Double([1, 2, 3].reduce(0, +)) / 2
print(sumThenHalf)
