// Float values reaching arithmetic through zip, enumerated(), a dictionary's values and pairs,
// an optional's map and the math functions: each computed in single precision, as swiftc does.
import Foundation

let weights: [Float] = [0.1, 0.2, 0.7]
let scores: [Float] = [3, 4, 5]

var total: Float = 0
for (w, s) in zip(weights, scores) {
    total += w * s
    print(w / 3 + s)
}
print("weighted:", total)

for (i, (w, s)) in zip(weights, scores).enumerated() {
    print(i, w * 10 / 3, s / 7)
}

let pairs = zip(weights, scores).map { $0.0 / $0.1 }
print(pairs)

let byName: [String: Float] = ["pen": 1.1]
for (name, price) in byName {
    print(name, price / 3)
}
for price in byName.values {
    print(price * 1.3)
}

let maybe: Float? = 2.5
print(maybe.map { $0 / 3 } as Any)
print(maybe.flatMap { $0 > 1 ? $0 / 7 : nil } as Any)

print(weights.map { abs($0 - 0.5) / 7 })
print(weights.map { ($0 * 10).rounded() / 3 })
print(weights.filter { $0 * 3 > 0.5 })
print(weights.map { $0.squareRoot() })
print(weights.map { $0.magnitude / 3 })

let side: Float = 2
print(sqrt(side), sqrt(side) / 3, pow(side, 0.5), floor(side / 3), exp(side))
print(type(of: sqrt(side)), type(of: pow(side, 2)))
let root = sqrt(side)
print(root * root)

// Strides, remainders and exact conversions of Floats.
for v in stride(from: Float(0), to: 0.35, by: 0.1) { print(v) }
for v in stride(from: Float(1), through: 0, by: -0.3) { print(v, terminator: " ") }
print()
let seven: Float = 7
print(seven.truncatingRemainder(dividingBy: 0.3), Float(10).remainder(dividingBy: 3.3))
print(Float(exactly: 0.1) as Any, Float(exactly: 0.5) as Any, Float(exactly: 16777217) as Any, Float(exactly: 3) as Any)
let tenth: Float = 0.1
print(Double(exactly: tenth) as Any, Double(tenth))
let negative: Float = -0.1
let positive = abs(negative)
print(type(of: positive), positive * 3)

// A reduce whose seed the closure types.
struct Reading { let value: Float }
let readings = [Reading(value: 0.1), Reading(value: 0.2)]
let sum = readings.reduce(0) { $0 + $1.value }
print(sum, type(of: sum))
print(weights.reduce(0) { $0 + $1 }, weights.reduce(into: 0) { $0 += $1 * 2 })
