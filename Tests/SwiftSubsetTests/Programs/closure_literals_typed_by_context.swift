// Literals in a closure whose result the context types as Double.
let counts = [1, 2, 3]
let halves: [Double] = counts.compactMap { $0 > 1 ? 7 / 2 : nil }
print(halves)
let others: [Double] = counts.compactMap { $0 == 2 ? nil : 1 / 4 }
print(others)
let prices = ["tea": 2, "cake": 4]
let flat: [String: Double] = prices.mapValues { _ in 9 / 2 }
print(flat.sorted { $0.key < $1.key })
let total: Double = counts.reduce(0) { sum, _ in sum + 7 / 2 }
print(total)
let grown: Double = counts.reduce(1) { acc, _ in acc * 3 / 2 }
print(grown)
let mixed: Double = counts.reduce(0) { acc, n in acc + Double(n) / 4 }
print(mixed)
let ones: [Double] = counts.map { _ in 1 }
print(ones)
let sortedDown: [Double] = [3, 1, 2].sorted { $0 > $1 }
print(sortedDown)
