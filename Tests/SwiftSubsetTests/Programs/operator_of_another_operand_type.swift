// A protocol extension's `==` taking a value of another type, called directly: Swift chooses
// it by the operands' types (the interpreter compared the two values and printed false).
protocol Labelled {
    var label: String { get }
}

extension Labelled {
    static func == (lhs: Self, rhs: String) -> Bool { lhs.label == rhs }
}

struct Ticket: Labelled {
    var number: Int
    var label: String { "T-\(number)" }
}

enum Suit: String, Labelled {
    case hearts = "H", spades = "S"
    var label: String { rawValue }
}

final class Shelf: Labelled {
    let label: String
    init(label: String) { self.label = label }
}

let t = Ticket(number: 4)
print(t == "T-4", t == "T-5", Ticket(number: 9) == "T-9")
print(Suit.hearts == "H", Suit.spades == "H")
let wanted = "S"
print(Suit.spades == wanted)
print(Shelf(label: "top") == "top")
// Two values of one Equatable type still compare as that type does.
print(Suit.hearts == Suit.hearts, Suit.hearts == .spades)
let tickets = [Ticket(number: 1), Ticket(number: 2)]
print(tickets.filter { $0 == "T-2" }.count)
