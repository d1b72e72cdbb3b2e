// Infix operators the program declares, with their own precedence groups, as global
// functions (overloaded by operand type) and as static methods.
precedencegroup ExponentPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: ExponentPrecedence
func ** (base: Int, power: Int) -> Int {
    var result = 1
    for _ in 0..<power { result *= base }
    return result
}
func ** (base: Double, power: Int) -> Double {
    var result = 1.0
    for _ in 0..<power { result *= base }
    return result
}
print(2 ** 3 ** 2)
print(3 * 2 ** 3 + 1)
print(1.5 ** 2)
infix operator <>
func <> (left: String, right: String) -> String { left + " & " + right }
print(("a" <> "b") <> "c")
struct Pair { var a = 0, b = 0 }
infix operator +-: AdditionPrecedence
extension Pair {
    static func +- (left: Pair, right: Pair) -> Pair { Pair(a: left.a + right.a, b: left.b - right.b) }
}
let p = Pair(a: 1, b: 5) +- Pair(a: 2, b: 3) +- Pair(a: 10, b: 1)
print(p.a, p.b)
