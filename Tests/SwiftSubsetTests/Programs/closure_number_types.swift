// Number types that reach a closure from the collection it is called on.
let empty: [Double] = []
print(empty.reduce(0, +), empty.reduce(1, *), empty.reduce(0) { $0 + $1 }, empty.reduce(into: 0) { $0 += $1 })
print([[1.5], []].map { $0.reduce(0, +) })
let prices = [2.5, 4.0]
print(prices.reduce(0) { total, price in total + price }, prices.reduce(10, -))
let weights: [Float] = [1.1, 2.25]
print(weights.map { Double($0) })
print(weights.filter { Double($0) > 1.1 })
let counts = [3, 1, 2]
print(counts.reduce(0, +), counts.map { Double($0) / 2 })
let letters = [1, 2, 3]
print(letters[...], "abc"[...], letters[...].count)
let halves = [1.5, 2.5]
print(halves.enumerated().map { $0.offset + 1 }, [4.0].enumerated().filter { $0.element == 9 / 2 }.count)
print(halves.enumerated().map { pair in pair.element * Double(pair.offset) })
let offsets = [1.5].enumerated().map { $0.offset }
print(offsets, type(of: offsets))
