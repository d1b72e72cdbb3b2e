class Account {
    let number: Int
    init(number: Int) { self.number = number }
}

// Writing == is not enough for Hashable: hash(into:) still has to be synthesized.
struct Statement: Hashable {
    var account: Account
    var month: Int
    static func == (lhs: Statement, rhs: Statement) -> Bool {
        lhs.account === rhs.account && lhs.month == rhs.month
    }
}

let s = Statement(account: Account(number: 7), month: 3)
print(s == s)
