// A type of the program's made from integer literals, reached through standard and generic
// calls, and a literal pattern matched by the program's own `~=` (session 14).
struct Coins: ExpressibleByIntegerLiteral, CustomStringConvertible {
    var count: Int
    init(integerLiteral value: Int) { count = value * 5 }
    init(count: Int) { self.count = count }
    var description: String { "\(count) coins" }
    static func + (a: Coins, b: Coins) -> Coins { Coins(count: a.count + b.count) }
}

let purse: [Coins] = [1, 2].map { $0 }
print(purse)
let saved: Coins = [1, 2, 3].reduce(0, +)
print(saved)
func same<T>(_ x: T) -> T { x }
let kept: Coins = same(4)
print(kept)
let first: Coins = [6, 7].first!
print(first)
let reversed: [Coins] = [3, 1, 2].reversed()
print(reversed)
let maybe: Coins? = [8].last
print(maybe!)

func ~= (whole: Int, value: Double) -> Bool { Double(whole) <= value && value < Double(whole + 1) }
for reading in [3.7, 2.5, 9.0] {
    switch reading {
    case 3: print(reading, "is three and a bit")
    case 2: print(reading, "is two and a bit")
    default: print(reading, "is something else")
    }
}
