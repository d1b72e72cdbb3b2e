// Values whose static types the checker now knows, bound where Swift accepts them.
let total = 10
let half: Double = 10.0 / 4
let scaled: Double = Double(total) / 4
let count = Int(7.9)
let ratio = Double(count) * 0.5
let ages = ["Ada": 36, "Alan": 41]
let age: Int = ages["Ada"] ?? 0
let maybe: Int? = ages["Grace"]
let parsed: Int = Int("42") ?? -1
let mixed: Double = 2 * 3 + 0.5
let negative: Double = -(4.0 / 8)
func average(_ values: [Int]) -> Double {
    let sum = values.reduce(0, +)
    let result = Double(sum) / Double(values.count)
    return result
}
print(half, scaled, count, ratio, age, maybe as Any, parsed, mixed, negative)
print(average([1, 2, 4]))
let prices = ["tea": 2.5, "cake": 4.0]
let bill: Double = (prices["tea"] ?? 0) + (prices["cake"] ?? 0)
print(bill, prices.count)
