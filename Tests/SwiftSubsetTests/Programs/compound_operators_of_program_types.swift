// Compound assignment operators a program's types declare are called with the place inout
// (their side effects happen), chosen by the right operand's type.
struct Vec: CustomStringConvertible {
    var x: Double, y: Double
    static func * (a: Vec, k: Double) -> Vec { Vec(x: a.x * k, y: a.y * k) }
    static func *= (a: inout Vec, k: Double) {
        print("scaling by \(k)")
        a = a * k
    }
    static func += (a: inout Vec, b: Vec) { a.x += b.x; a.y += b.y }
    static func += (a: inout Vec, k: Double) { a.x += k; a.y += k }
    var description: String { "(\(x), \(y))" }
}
var v = Vec(x: 1, y: 2)
v *= 2
v += Vec(x: 0.5, y: 0.5)
v += 1
print(v)
final class Account {
    var balance = 0
    static func += (a: inout Account, amount: Int) { a.balance += amount; print("deposit \(amount)") }
}
var acct = Account()
acct += 50
var points = [Vec(x: 0, y: 0), Vec(x: 1, y: 1)]
points[1] *= 3
print(points, acct.balance)
