// An operator given as a value of a function type takes that type's parameters: (+) as (Double, Double) -> Double adds Doubles.
let add: (Double, Double) -> Double = (+)
print(add(1, 2))
let twice: (Double) -> Double = { $0 * 2 }
print(twice(3))
let ops: [(Double, Double) -> Double] = [(+), (-), (*), (/)]
print(ops.map { $0(7, 2) })
func apply(_ f: (Double, Double) -> Double, _ a: Double, _ b: Double) -> Double { f(a, b) }
print(apply(+, 1, 2), apply(/, 7, 2))
let less: (Int, Int) -> Bool = (<)
print(less(1, 2))
