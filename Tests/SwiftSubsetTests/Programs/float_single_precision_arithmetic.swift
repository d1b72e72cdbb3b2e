// Float arithmetic is computed in single precision, as Swift computes it.
let a: Float = 0.1
let b: Float = 0.2
print(a + b, a * b, b - a, a / b)
let c = Float(0.1) + Float(0.2)
print(c, c == 0.3)
var total: Float = 0
for _ in 0..<10 { total += 0.1 }
print(total)
var product: Float = 1
for k in 1...5 { product *= Float(k) / 3 }
print(product)
let price: Float = 19.99
let qty: Float = 3
print(price * qty, "\(price * qty)")
let celsius: Float = 36.6
let fahrenheit = celsius * 9 / 5 + 32
print(fahrenheit)
let third = Float(1) / 3
print(third, Double(third), third * 3)
var speed: Float = 2.5
speed -= 0.7
speed /= 3
print(speed)
let zero: Float = 0
print(a / zero, -a / zero, (zero / zero).isNaN)
struct Point { var x: Float; var y: Float }
var p = Point(x: 1.5, y: 0.1)
p.x += p.y
print(p.x, p.x * p.y)
let xs: [Float] = [0.1, 0.7]
print(xs[0] + xs[1])
let d: Float = 1 / 3
print(d, d * 3 == 1)
let x: Float = 0.1 + 0.2
print(x, "\(a * 3)")
let n = 7
print(Float(n) * 2.5, Float(n) / 2, a * -2, -a + 1)
let dd: Double = 0.1 + 0.2
print(dd, 1.0 / 3)
var arr: [Float] = [1.5, 2.25]
arr[0] += 0.1
print(arr, arr[0] * arr[1])
let big: Float = 4000
print(big * big)
