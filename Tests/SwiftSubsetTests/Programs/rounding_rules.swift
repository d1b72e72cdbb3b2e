// Double's rounded(_:) and round(_:) with each FloatingPointRoundingRule, at ties, near zero
// (where the sign of a zero result shows) and beyond the integers.
import Foundation

let samples = [2.5, -2.5, 3.5, 0.3, -0.3, -0.7, 0.7, -0.5, 7.0, 1e300]
let rules: [FloatingPointRoundingRule] = [.toNearestOrAwayFromZero, .toNearestOrEven, .up, .down, .towardZero, .awayFromZero]
for x in samples {
    print(x, rules.map { x.rounded($0) })
}
var price = 19.99
price.round(.down)
print(price)
var half = -4.5
half.round(.toNearestOrEven)
print(half)
let cents = [1.25, 2.675].map { ($0 * 100).rounded(.towardZero) / 100 }
print(cents)
func pages(_ items: Int, per page: Int) -> Int { Int((Double(items) / Double(page)).rounded(.up)) }
print(pages(21, per: 10), pages(20, per: 10))
print(Double.infinity.rounded(.down), (-Double.infinity).rounded(.up))
