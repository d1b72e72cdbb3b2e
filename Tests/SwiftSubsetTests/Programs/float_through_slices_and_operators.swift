// Floats through slices, an operator used as a function, reduce with an operator, and
// String(format:), each computed or formatted as swiftc does.
import Foundation

let samples: [Float] = [0.1, 0.5, 0.7]
for x in samples[0..<2] { print(x + 0.2) }
for x in samples.prefix(2) { print(x * 3) }
struct Gauge { let level: Float }
let gauges = [Gauge(level: 0.7)]
for g in gauges.prefix(1) { print(g.level * 3) }
let add: (Float, Float) -> Float = (+)
print(add(0.1, 0.2))
print(samples.reduce(0, +), samples.reduce(1, *))
let price: Float = 1.115
print(String(format: "%.2f", price), String(format: "%.10f", Float(1.1)))
