func greet(_ name: String, greeting: String = "Hello") -> String {
    return "\(greeting), \(name)!"
}
print(greet("Ann"), greet("Bob", greeting: "Hi"))
func sum(_ numbers: Int...) -> Int { numbers.reduce(0, +) }
print(sum(), sum(1, 2, 3))
func swapTwo(_ a: inout Int, _ b: inout Int) {
    let t = a
    a = b
    b = t
}
var p = 1, q = 2
swapTwo(&p, &q)
print(p, q)
func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
print(fib(15))
func area(width w: Double, height h: Double) -> Double { w * h }
print(area(width: 2, height: 3.5))
func describe(_ x: Int) -> String { "int \(x)" }
func describe(label x: Int) -> String { "labelled \(x)" }
print(describe(1), describe(label: 2))
func outer() -> Int {
    func inner(_ v: Int) -> Int { v * 10 }
    return inner(4) + 2
}
print(outer())
func makeCounter() -> () -> Int {
    var count = 0
    return {
        count += 1
        return count
    }
}
let c1 = makeCounter()
let c2 = makeCounter()
print(c1(), c1(), c2(), c1())
func apply(_ f: (Int) -> Int, to v: Int) -> Int { f(v) }
print(apply({ $0 + 1 }, to: 5), apply({ x in x * x }, to: 6))
let doubled = [1, 2, 3].map { (x: Int) -> Int in x * 2 }
print(doubled)
var total = 0
[1, 2, 3].forEach { total += $0 }
print(total)
let sortedNames = ["bob", "al", "cy"].sorted { $0.count < $1.count }
print(sortedNames)
func divide(_ a: Int, by b: Int) -> (quotient: Int, remainder: Int) { (a / b, a % b) }
let r = divide(17, by: 5)
print(r.quotient, r.remainder, r)
