// Number types that reach a closure from the collection it is called on.
let empty: [Double] = []
print(empty.reduce(0, +), empty.reduce(1, *), empty.reduce(0) { $0 + $1 }, empty.reduce(into: 0) { $0 += $1 })
print([[1.5], []].map { $0.reduce(0, +) })
let prices = [2.5, 4.0]
print(prices.reduce(0) { total, price in total + price }, prices.reduce(10, -))
let weights: [Float] = [1.1, 2.25]
print(weights.map { Double($0) })
print(weights.filter { Double($0) > 1.1 })
print(weights.map { w in Double(w) * 2 })
let counts = [3, 1, 2]
print(counts.reduce(0, +), counts.map { Double($0) / 2 })
let letters = [1, 2, 3]
print(letters[...], "abc"[...], letters[...].count)
let floats: [Float] = [0.1, 0.2, 0.7]
print(floats.map { $0 * 3 + 0.7 })
print(floats.map { x in x / 3 })
print(floats.sorted { $0 * 2 > $1 * 2 })
print(floats.filter { $0 - 0.1 > 0.05 }.map { $0 * $0 })
floats.forEach { f in print(f * 1.1, f + f) }
