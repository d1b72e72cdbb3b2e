// A type declaring one operator for several operand types: each use calls the one its
// operands' types choose, whether those types are written out or come from a closure.
struct Vec: CustomStringConvertible, Equatable {
    var x: Double, y: Double
    static func * (v: Vec, k: Double) -> Vec { Vec(x: v.x * k, y: v.y * k) }
    static func * (k: Double, v: Vec) -> Vec { Vec(x: v.x * k + 0.5, y: v.y * k + 0.5) }
    static func * (a: Vec, b: Vec) -> Double { a.x * b.x + a.y * b.y }
    static func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
    static func + (a: Vec, k: Int) -> Vec { Vec(x: a.x + Double(k), y: a.y) }
    static prefix func - (v: Vec) -> Vec { Vec(x: -v.x, y: -v.y) }
    var description: String { "(\(x), \(y))" }
}
let a = Vec(x: 1, y: 2), b = Vec(x: 3, y: 4)
print(a * 2.0, 2.0 * a, a * b)
print(a + b, a + 5, -a)
let vs = [a, b]
print(vs.map { $0 * 3.0 })
print(vs.map { 0.5 * $0 })
print(vs.map { $0 * $0 })
print(vs.map { $0 + 1 })
print(vs.reduce(Vec(x: 0, y: 0)) { $0 + $1 })
let pairs = zip(vs, vs.reversed()).map { $0 * $1 }
print(pairs)
