// Values whose static type comes from a closure's result, a generic function's type
// parameter or a number method, later given an integer literal: Swift stores it in that type.
struct Item { let name: String; let price: Double }
let items = [Item(name: "tea", price: 1.5), Item(name: "bun", price: 2)]

var prices = items.map { $0.price }
prices.append(3)
print(prices)
var names = items.map { $0.name }
names.append("jam")
print(names)
var doubled = prices.map { $0 * 2 }
doubled[0] = 7
print(doubled, doubled[0] / 2)

func half(_ x: Double) -> Double { x / 2 }
var halves = [2.0, 4.0].map(half)
halves.append(1)
print(halves)

let nested = [[1.5], [2.5]]
var flat = nested.flatMap { $0 }
flat.append(1)
print(flat)
var parsed = ["4", "x", "6"].compactMap { Int($0) }
parsed.append(8)
print(parsed)
var scaled = ["a": 1.5].mapValues { $0 * 2 }
scaled["b"] = 1
print(scaled["a"]!, scaled["b"]!)

var total = prices.reduce(0) { $0 + $1 }
total = 3
print(total / 2)
var count = [1, 2, 3].reduce(0) { $0 + $1 }
count += 1
print(count / 2)

var a = abs(-2.5)
a = 4
print(a / 8)
var r = 2.0.squareRoot()
r = 3
print(r)
var m = (-3.5).magnitude
m = 1
print(m / 4)
var rounded = 2.5.rounded()
rounded = 3
print(rounded / 2)
var pick = prices.randomElement()!
pick = 4
print(pick / 8)

func first<T>(_ xs: [T]) -> T { xs[0] }
var f = first([1.5])
f = 2
print(f)
func pair<T>(_ a: T, _ b: T) -> [T] { [a, b] }
var p = pair(1.5, 2.5)
p.append(3)
print(p)
func same<T>(_ x: T) -> T { x }
var q = same(2.5)
q = 1
print(q / 2)
var n = same(7)
n = 3
print(n / 2)

let table: [String: [Double]] = ["x": [1.5]]
var row = table["x"] ?? []
row.append(2)
print(row)

let ticks = [1, 2, 3].map { $0 * 2 }
var sum = 0
for t in ticks { sum += t }
print(sum / 4, ticks.firstIndex(of: 4)! + 1)

var acc = prices.reduce(into: [Double]()) { $0.append($1 * 2) }
acc.append(1)
print(acc)
func wrap<T>(_ x: T) -> T? { x }
var w = wrap(1.5) ?? 0
w = 2
print(w / 4)
var tags: [Int?] = [nil]
tags.append(7)
print(tags, [1, 2].map { $0 > 1 ? $0 : nil } + [3])

let maybe: Double? = 2.5
var twice = maybe.map { $0 * 2 } ?? 0
twice = 1
print(twice / 2)
let groups = ["a": [1.5, 2.5], "b": [0.5]]
var extra = groups["c", default: []]
extra.append(2)
var sums = groups.mapValues { $0.reduce(0, +) }
sums["c"] = 2
print(extra, sums["c"]!, sums["a"]!)
var cheap = ["tea": 1.5, "bun": 2.0].filter { $0.value < 2 }
cheap["jam"] = 3
print(cheap["jam"]!, cheap.count)

let grown = prices.map { p in
    let more = p * 2
    return more
}
var kept = prices.compactMap { p -> Double? in
    if p > 2 { return nil }
    return p
}
kept.append(4)
print(grown + [3], kept)
