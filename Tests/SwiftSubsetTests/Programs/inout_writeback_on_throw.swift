// A throwing call keeps what it changed through `inout` and a mutating method's `self`
// before it threw, as Swift writes them back however the call ends.
struct OutOfStock: Error {}

struct Stock {
    var count = 3
    var log: [String] = []
    mutating func take(_ n: Int) throws {
        log.append("asked \(n)")
        guard n <= count else { throw OutOfStock() }
        count -= n
    }
}

func withdraw(_ balance: inout Int, _ amount: Int) throws {
    balance -= amount
    if balance < 0 { throw OutOfStock() }
}

var stock = Stock()
try? stock.take(2)
try? stock.take(5)
print(stock.count, stock.log)

var balance = 10
try? withdraw(&balance, 4)
try? withdraw(&balance, 9)
print(balance)

struct Wallet {
    var coins = 5
    mutating func spend(_ n: Int, from extra: inout Int) throws {
        coins -= n
        extra += n
        if coins < 0 { throw OutOfStock() }
    }
}
var wallet = Wallet()
var extra = 0
do {
    try wallet.spend(7, from: &extra)
} catch {
    print("failed:", wallet.coins, extra)
}
let reset: (inout Int) throws -> Void = { n in
    n = 0
    throw OutOfStock()
}
try? reset(&balance)
print(balance)
