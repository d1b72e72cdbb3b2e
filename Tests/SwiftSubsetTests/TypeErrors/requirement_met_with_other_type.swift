// The protocol's score is a Double; the player's is an Int.
protocol Scored {
    var score: Double { get }
}
final class Player: Scored {
    var score = 0
}
print(Player().score)
