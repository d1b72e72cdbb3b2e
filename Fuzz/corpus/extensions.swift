struct Money { var cents: Int }
extension Money {
    var dollars: Double { Double(cents) / 100 }
    init(dollars: Int) { self.cents = dollars * 100 }
    func adding(_ other: Money) -> Money { Money(cents: cents + other.cents) }
    static let zero = Money(cents: 0)
}
extension Money: CustomStringConvertible {
    var description: String { "$\(dollars)" }
}
let m = Money(dollars: 3).adding(Money(cents: 50))
print(m, m.dollars, Money.zero, [m])
extension Int {
    var isEven: Bool { self % 2 == 0 }
}
print(4.isEven, 7.isEven)
extension String {
    var initials: String { split(separator: " ").map { String($0.first!) }.joined() }
}
print("John Ronald Tolkien".initials)
