protocol Account: AnyObject {
    var balance: Double { get set }
    var owner: String { get }
}
extension Account {
    func charge(_ amount: Double) { balance -= amount }
    func deposit(_ amount: Double) { self.balance += amount }
}
protocol Named: class { var name: String { get set } }
extension Named { func rename(_ n: String) { name = n } }
class Checking: Account, Named {
    var balance = 100.0
    let owner = "Kim"
    var name = "checking"
}
let c = Checking()
c.charge(5)
c.deposit(2.5)
c.rename("main")
print(c.balance, c.owner, c.name)
let accounts: [Account] = [c, Checking()]
for a in accounts { a.charge(1) }
print(accounts.map { $0.balance })
