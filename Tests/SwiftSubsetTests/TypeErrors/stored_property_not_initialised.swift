class Player {
    var name: String
    var score: Int
    init(name: String) {
        self.name = name
    }
}
print(Player(name: "Ada").name)
