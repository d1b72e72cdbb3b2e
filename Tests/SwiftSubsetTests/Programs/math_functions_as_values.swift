import Foundation

// Foundation's math functions passed as values, where Swift picks their Double forms.
let areas = [4.0, 9, 2.25]
let sides = areas.map(sqrt)
print(sides, type(of: sides))

let rounding: (Double) -> Double = floor
print(rounding(2.7), rounding(-2.5))

let transforms: [(String, (Double) -> Double)] = [("ceil", ceil), ("round", round), ("trunc", trunc)]
for (name, apply) in transforms {
    print(name, apply(-1.5), apply(2.5))
}

let powers = zip([2.0, 3, 10], [3.0, 2, -1]).map(pow)
print(powers)

func applyTwice(_ f: (Double) -> Double, to x: Double) -> Double { f(f(x)) }
print(applyTwice(sqrt, to: 16))
print([-0.0, 1].map(log))
