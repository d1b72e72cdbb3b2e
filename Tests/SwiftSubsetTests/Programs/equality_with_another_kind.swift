// A type's own `==` taking a value of another kind is no witness of Equatable:
// two values of the type are compared by the `==` Swift synthesizes.
struct Label: Equatable {
    var text: String
    static func == (lhs: Label, rhs: String) -> Bool { lhs.text.lowercased() == rhs }
}
let first = Label(text: "One"), second = Label(text: "Two")
print(first == second, first == first, [first].contains(second), first != second)
print(Label(text: "ONE") == "one", first == "two")

enum Sign: Equatable {
    case plus, minus
    static func == (lhs: Sign, rhs: Character) -> Bool {
        print("comparing \(lhs) with \(rhs)")
        return (lhs == .plus && rhs == "+") || (lhs == .minus && rhs == "-")
    }
}
let typed: [Character] = ["+", "-", "*"]
print(Sign.minus == "-", Sign.plus == Sign.minus)
print(typed.map { Sign.plus == $0 })

struct Amount: Equatable {
    var cents: Int
    static func == (lhs: Amount, rhs: Double) -> Bool { Double(lhs.cents) / 100 == rhs }
}
print(Amount(cents: 500) == 5, Amount(cents: 250) == 2.5, Amount(cents: 1) == Amount(cents: 2))
