class Account {
    private var log: [String] = []
    private func record(_ entry: String) { log.append(entry) }
    func deposit(_ amount: Int) { record("deposit \(amount)") }
    var history: [String] { log }
}
let account = Account()
account.deposit(5)
account.record("cheat")
print(account.history)
