// An implicit member in an array literal takes its type from the elements written in full,
// even where another type (CGRect, in the frameworks) has a static member of that name.
struct Money: CustomStringConvertible {
    var cents: Int
    static let zero = Money(cents: 0)
    static let dollar = Money(cents: 100)
    var description: String { "$\(cents / 100).\(cents % 100)" }
}
let wallet = [Money(cents: 250), .zero, .dollar]
print(wallet, wallet.map { $0.cents }.reduce(0, +))

enum Suit { case hearts, spades }
let hand = [Suit.spades, .hearts, .spades]
print(hand.filter { $0 == .spades }.count)

// With nil beside them, the elements are optionals.
let maybe = [Money(cents: 5), nil, .zero]
print(maybe, [Suit.hearts, nil, .spades])
print([Int.max, .min])
