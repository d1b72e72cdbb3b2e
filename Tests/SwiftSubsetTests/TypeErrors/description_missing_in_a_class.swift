class Player: CustomStringConvertible {
    var name: String
    var score = 0
    init(name: String) { self.name = name }
}

print(Player(name: "Sam"))
