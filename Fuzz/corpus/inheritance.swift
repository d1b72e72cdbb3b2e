class Base {
    var log: [String] = []
    init() { log.append("Base.init") }
    func hook() -> String { "base" }
    func run() -> String { "run " + hook() }
    var kind: String { "Base" }
}
class Middle: Base {
    override init() {
        super.init()
        log.append("Middle.init")
    }
    override func hook() -> String { "middle+" + super.hook() }
    override var kind: String { "Middle" }
}
final class Leaf: Middle {
    let extra: Int
    init(extra: Int) {
        self.extra = extra
        super.init()
        log.append("Leaf.init")
    }
    override func hook() -> String { "leaf+" + super.hook() }
}
let l = Leaf(extra: 3)
print(l.log)
print(l.run(), l.kind, l.extra)
let items: [Base] = [Base(), Middle(), l]
print(items.map { $0.hook() })
print(items.map { $0.kind })
print(items.filter { $0 is Middle }.count)
class Account {
    private(set) var balance = 0
    required init() {}
    func deposit(_ amount: Int) {
        precondition(amount > 0, "amount must be positive")
        balance += amount
    }
}
let acct = Account()
acct.deposit(50)
acct.deposit(25)
print(acct.balance)
