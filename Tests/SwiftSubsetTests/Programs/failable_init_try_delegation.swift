// `try? self.init(…)` in a failable initialiser: a throw makes the initialiser fail (the
// interpreter went on and made the value).
struct Refused: Error {}
final class Account {
    var balance: Int
    init(opening: Int) throws {
        balance = opening
        if opening < 0 { throw Refused() }
    }
    convenience init?(text: String) {
        try? self.init(opening: Int(text) ?? -1)
    }
}
struct Reading {
    var value: Double
    init(checked: Double) throws { value = checked; if checked.isNaN { throw Refused() } }
    init?(raw: Double) { try? self.init(checked: raw) }
}
print(Account(text: "x") == nil, Account(text: "12")?.balance ?? 0)
print(Reading(raw: .nan) == nil, Reading(raw: 2.5)?.value ?? 0)
