// Integer literals in arithmetic take the floating type of the whole expression's context,
// as Swift types them: `let half: Double = 10 / 4` is 2.5, not 2.0.
let half: Double = 10 / 4
print(half)
let negative: Double = -(4 / 8)
print(negative)
let grouped: Double = (1 + 2) / 4
print(grouped)
func sevenHalves() -> Double { return 7 / 2 }
print(sevenHalves())
let elements: [Double] = [1 / 2, 3]
print(elements)
var assigned: Double = 0
assigned = 9 / 2
print(assigned)
let mixed: Double = 1 + 2 * 3 / 4
print(mixed)
let n = 3
let converted: Double = Double(n) / 2 + 1 / 2
print(converted)
func identity(_ v: Double) -> Double { v }
print(identity(10 / 4))
var accumulated: Double = 0
accumulated += 1 / 2
print(accumulated)
let pair: (Double, Int) = (5 / 2, 5 / 2)
print(pair)
let maybe: Double? = 7 / 2
print(maybe as Any)
let scaled = 2.0 * (3 / 2)
print(scaled)
let negated: Double = -7 / 2
print(negated)
print(Double(7 / 2))
