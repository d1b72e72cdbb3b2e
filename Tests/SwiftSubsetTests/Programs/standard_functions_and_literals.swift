// Beside a program's top-level function named as a standard one, a literal argument that the
// program's function takes only at another type than its default reaches the standard one
// (Swift prefers the literal's default type there): `abs(-3)` beside `abs(_: Double)`.
func abs(_ x: Double) -> Double { print("program abs"); return x < 0 ? -x : x }
func max(_ a: Double, _ b: Double) -> Double { print("program max"); return a > b ? a : b }
func print(_ x: Int) { Swift.print("int", x) }
func min(_ a: String, _ b: String) -> String { a < b ? a : b }

print(abs(-3), abs(-2.5))
let m = max(3, 4)
print(m, type(of: m))
let x = 1.5
print(max(x, 4))
print(5)
print(2.5)
print(min("b", "a"), min(3, 1))
let u: UInt8 = 3, v: UInt8 = 9
print(min(u, v), type(of: min(u, v)), max(Float(1.5), 2))
