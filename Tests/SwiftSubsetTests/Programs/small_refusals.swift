// swap, min/max/abs as function values, #file flavours, callAsFunction, an enum case used
// as a function, overloads by parameter type, `(Int)(x)` and `Bool(_:)`.
var a = 1, b = 2
swap(&a, &b)
print(a, b)
var names = ["x", "y", "z"]
var other = ["w"]
swap(&names[0], &other[0])
print(names, other)

final class Node {
    var next: Node?
    weak var previous: Node?
    let name: String
    init(_ name: String) { self.name = name }
}
let first = Node("first"), second = Node("second")
first.next = second
swap(&first.next, &first.previous)
print(first.next?.name ?? "nil", first.previous?.name ?? "nil")

struct Pair { var left: Int; var right: Int }
var pair = Pair(left: 3, right: 4), otherPair = Pair(left: 5, right: 6)
swap(&pair.left, &otherPair.right)
print(pair, otherPair)

func combine(_ values: [Int], _ f: (Int, Int) -> Int) -> Int {
    values.dropFirst().reduce(values[0], f)
}
print(combine([4, 2, 8, 6], min), combine([4, 2, 8, 6], max))
print([-3, 4, -5].map(abs))
print(zip([1, 5, 3], [4, 2, 6]).map(min), zip([1, 5, 3], [4, 2, 6]).map(max))

struct Score: Comparable, CustomStringConvertible {
    let points: Int
    let who: String
    static func < (l: Score, r: Score) -> Bool { l.points < r.points }
    static func == (l: Score, r: Score) -> Bool { l.points == r.points }
    var description: String { who }
}
let p = Score(points: 1, who: "p"), q = Score(points: 1, who: "q"), r = Score(points: 1, who: "r")
print(min(p, q), max(p, q), min(p, q, r), max(p, q, r))
let nan = Double("nan")!
print(max(1.0, nan), max(nan, 1.0), min(1.0, nan), min(nan, 1.0))

print(#file == #filePath, #file == #fileID, #fileID.hasPrefix("main/"))

struct Scaler {
    var factor: Int
    var calls = 0
    func callAsFunction(_ x: Int) -> Int { x * factor }
    func callAsFunction(_ x: Int, offset: Int) -> Int { x * factor + offset }
    mutating func callAsFunction() { calls += 1 }
}
var triple = Scaler(factor: 3)
print(triple(5), triple(5, offset: 1), triple.callAsFunction(2))
triple()
triple()
print(triple.calls)

enum Shape {
    case circle(Double)
    case rect(width: Int, height: Int)
    case empty
}
let makeCircle = Shape.circle
print(makeCircle(2))
print([1, 2].map(Shape.circle))
print(zip([1, 2], [3, 4]).map(Shape.rect))
print(Shape.empty)

func describe(_ value: Any) -> String { "any" }
func describe(_ value: Int) -> String { "int \(value)" }
func describe(_ value: String) -> String { "string \(value)" }
let n = 7
let s = "seven"
let anything: Any = n
print(describe(n), describe(s), describe(anything), describe(n as Any))

var gap = 10
gap = (Int)(Double(gap) / 1.3)
print(gap)
print(Bool(false), Bool(true), Bool("true") as Any, Bool("yes") as Any)

func span(_ r: Range<Int>) -> Int { r.upperBound - r.lowerBound }
func sum(_ r: ClosedRange<Int>) -> Int { r.reduce(0, +) }
print(span(2..<7), sum(1...4))
for i in (0..<3) as Range<Int> { print(i, terminator: " ") }
print()
