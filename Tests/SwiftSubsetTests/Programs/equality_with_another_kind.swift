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

// A type's own == of two of its values (written with Self) is the one used.
struct Version: Equatable {
    var major: Int
    var note: String
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.major == rhs.major }
}
let v1 = Version(major: 2, note: "beta"), v2 = Version(major: 2, note: "final")
print(v1 == v2, v1 != v2, [v1].contains(v2), [v1].firstIndex(of: v2) as Any)

// An enum without associated values is Equatable unsaid: its own == with a Character
// leaves case-to-case comparison to the synthesized one.
enum Key: Character {
    case up = "w", down = "s"
    static func == (lhs: Key, rhs: Character) -> Bool { lhs.rawValue == rhs }
}
let pressed = Key.down
print(pressed == "s", pressed == .down, pressed == Key.up, [Key.up, .down].firstIndex(of: .down)!)

// An own == taking a tuple: two values are compared member by member.
struct Point: Equatable {
    var x: Int
    static func == (lhs: Point, rhs: (Int, Int)) -> Bool { lhs.x == rhs.0 + rhs.1 }
}
print(Point(x: 3) == (1, 2), Point(x: 3) == Point(x: 3), Point(x: 3) == Point(x: 4))

// An own == taking another of the program's types, or an optional Int: two values of the
// type are compared by the synthesized ==.
struct Badge { var code: Int }
struct Member: Equatable {
    var id: Int
    static func == (lhs: Member, rhs: Badge) -> Bool { lhs.id == rhs.code }
    static func != (lhs: Member, rhs: Int?) -> Bool { lhs.id != rhs }
}
print(Member(id: 1) == Member(id: 1), Member(id: 1) == Member(id: 2), Member(id: 3) == Badge(code: 3))
