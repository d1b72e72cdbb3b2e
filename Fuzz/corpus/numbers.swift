print(Int.max, Int.min)
print(17 / 5, 17 % 5, -17 % 5, 17.0 / 5)
print(2.0 * 3, 1 / 3.0, 10.0.squareRoot())
print(abs(-4), abs(-2.5), min(3, 1, 2), max(4, 9))
print(Double(7) / 2, Int(7.9), Int(-7.9))
print(0.1 + 0.2 == 0.3, 1e10, 1.5e-7, 123.456)
print(5.isMultiple(of: 5), 7.isMultiple(of: 2))
var x = 10
x -= 3
x *= 2
x /= 4
x %= 3
print(x)
print(1_000_000, 0xff, 0b101)
let d: Double = 5
print(d, d / 2)
print(3.0.rounded(), 2.5.rounded(), (-2.5).rounded())
print(Double.pi > 3.14)
