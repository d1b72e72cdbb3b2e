// An enum with raw values reads `rawValue` without `self.` inside its own members.
enum Suit: String, CustomStringConvertible {
    case hearts = "H", spades = "S"
    var description: String { rawValue + "!" }
    func twice() -> String { rawValue + rawValue }
}
enum Level: Int { case low = 1, high = 5
    var doubled: Int { rawValue * 2 }
}
print(Suit.hearts, Suit.spades.twice(), Level.high.doubled, "\(Suit.spades)")
