// Operator functions a program declares in its types, chosen by the operands' types as
// swiftc chooses them (a literal operand takes the parameter's type), beside a global one.
struct V {
    var x: Int
    static func * (k: Int, a: V) -> V { V(x: a.x * k) }
    static func + (a: V, b: V) -> V { V(x: a.x + b.x) }
    static func == (a: V, b: V) -> Bool { a.x == b.x }
}
struct D { var x: Double }
func * (k: Double, a: D) -> D { D(x: a.x * k) }
let v = 2 * V(x: 3)
print(v.x, type(of: v))
print((2 * V(x: 4)).x, (V(x: 1) + V(x: 2)).x, V(x: 1) == V(x: 1))
print((2 * D(x: 1.5)).x)

struct Vec: CustomStringConvertible {
    var x: Double, y: Double
    static func * (a: Vec, k: Double) -> Vec { Vec(x: a.x * k, y: a.y * k) }
    static func * (k: Double, a: Vec) -> Vec { a * k }
    static func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
    static prefix func - (a: Vec) -> Vec { Vec(x: -a.x, y: -a.y) }
    var description: String { "(\(x), \(y))" }
}
let w = Vec(x: 1.5, y: 2)
print(w * 2, 2 * w, (2 * w).x, (w * 3).y, 0.5 * w + w)
let k = 4.0
print(k * w, w * k, -w)

class Money: CustomStringConvertible {
    let cents: Int
    init(cents: Int) { self.cents = cents }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static func * (a: Money, n: Int) -> Money { Money(cents: a.cents * n) }
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
class Tip: Money {}
let total = Money(cents: 250) + Tip(cents: 75)
print(total, total * 3, Tip(cents: 5) * 2)
