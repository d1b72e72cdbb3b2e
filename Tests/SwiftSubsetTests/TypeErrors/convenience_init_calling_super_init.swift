// A convenience initialiser must call one of its own class's initialisers.
class Account {
    var balance: Double
    init(balance: Double) { self.balance = balance }
}
class Savings: Account {
    var rate = 0.02
    convenience init() {
        super.init(balance: 0)
    }
}
print(Savings().balance)
