class Account {
    final func describe() -> String { "account" }
}
class Savings: Account {
    override func describe() -> String { "savings" }
}
print(Savings().describe())
