// Floats are printed with their own digits, and converted to Double with their exact value.
print(Float(0.1))
print(Double(Float(0.1)))
var f: Float = 3.14159
print(f)
let x: Float = 16777217
print(x, Int(x))
print(Float(2.5), Float(7))
let arr: [Float] = [0.1, 1e-5, 16777216]
print(arr)
let g: Float = 0.1
print(g == 0.1, Double(g) == 0.1, Double(g))
print("\(g)")
let d = 0.1 + 0.2
print(d, Float(d))
struct Gauge { var level: Float = 0.7 }
print(Gauge())
f = 2
print(f, f < 2.5)
