// Valid shapes near this session's new checks, which swiftc accepts.
struct Box<T> { var value: T }
var anything: Box<Any> = Box(value: 1)
anything.value = "x"
print(anything.value)

class Base {
    private func log(_ s: String) { print(s) }
    func run() { log("run") }
}
class Sub: Base {
    func log(level: Int) { print("level", level) }
}
Sub().log(level: 2)
Sub().run()

class Account {
    required init() { print("Account") }
}
class Savings: Account {
    let rate: Double
    init(rate: Double) { self.rate = rate; super.init() }
    required convenience init() { self.init(rate: 0.5) }
}
print(Savings().rate)

let xs = [1.5, -2, 3]
let clamped: [Double] = xs.map { x in if x < 0 { return 0 }; return x }
print(clamped)
func clean(_ values: [Double]) -> [Double] { return values.map { v in if v < 0 { return 0 }; return v } }
print(clean([1.5, -1]))
var out: [Double] = []
out = xs.map { x in if x < 0 { return 0 }; return x }
print(out)

let o: Double? = nil
print(o.map { $0 * 2 } ?? 3, o ?? 3)
