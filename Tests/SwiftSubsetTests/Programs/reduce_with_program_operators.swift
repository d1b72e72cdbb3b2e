// `reduce` with an operator of the program's element type: the initial value takes that type
// (`.zero`, or an integer literal of an ExpressibleByIntegerLiteral type).
struct Money: CustomStringConvertible, ExpressibleByIntegerLiteral {
    var cents: Int
    init(cents: Int) { self.cents = cents }
    init(integerLiteral value: Int) { cents = value * 100 }
    static let zero = Money(cents: 0)
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
let prices = [Money(cents: 250), Money(cents: 199), 3]
print(prices.reduce(.zero, +))
print(prices.reduce(10, +))
struct Score { var points: Int
    static func * (a: Score, b: Score) -> Score { Score(points: a.points * b.points) } }
print([Score(points: 2), Score(points: 5)].reduce(Score(points: 1), *).points)
