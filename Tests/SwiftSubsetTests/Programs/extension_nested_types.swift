extension Int {
    enum Sign {
        case negative, zero, positive
    }
    var sign: Sign {
        if self > 0 { return .positive }
        return self == 0 ? .zero : .negative
    }
    struct Digits {
        var values: [Int]
        var count: Int { values.count }
    }
    var digits: Digits {
        var n = Swift.abs(self), ds: [Int] = []
        repeat { ds.insert(n % 10, at: 0); n /= 10 } while n > 0
        return Digits(values: ds)
    }
}
for n in [5, 0, -12] {
    switch n.sign {
    case .negative: print("-", terminator: " ")
    case .zero: print("0", terminator: " ")
    case .positive: print("+", terminator: " ")
    }
}
print("")
print((-4096).digits.values, 12345.digits.count)
print(7.sign, 0.sign)

struct Deck {
    var cards: [Card] = []
}
extension Deck {
    struct Card {
        let rank: Int
        var isFace: Bool { rank > 10 }
    }
    enum Suit: String { case hearts = "h", spades = "s" }
    mutating func add(_ rank: Int) { cards.append(Card(rank: rank)) }
}
var deck = Deck()
deck.add(3)
deck.add(12)
print(deck.cards.map(\.isFace), Deck.Suit.spades.rawValue)
let c = Deck.Card(rank: 11)
print(c)
print(deck)
