enum BankError: Error {
    case insufficient(needed: Int)
    case frozen
}
class Account {
    let owner: String
    private(set) var balance: Int
    var frozen = false
    init(owner: String, balance: Int = 0) {
        self.owner = owner
        self.balance = balance
    }
    func withdraw(_ amount: Int) throws {
        guard !frozen else { throw BankError.frozen }
        guard amount <= balance else { throw BankError.insufficient(needed: amount - balance) }
        balance -= amount
    }
}
let a = Account(owner: "Ann", balance: 100)
for amount in [30, 100, 20] {
    do {
        try a.withdraw(amount)
        print("withdrew \(amount), left \(a.balance)")
    } catch BankError.insufficient(let needed) {
        print("short by \(needed)")
    } catch {
        print("error \(error)")
    }
}
a.frozen = true
do { try a.withdraw(1) } catch { print(error) }
let result = try? a.withdraw(1)
print(result == nil)
