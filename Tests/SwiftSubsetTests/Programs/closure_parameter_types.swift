// Closure parameters take their types from the collection method that calls them.
let scores = ["ann": 7.5, "bob": 9.0]
scores.forEach { name, score in
    if name == "ann" { print(name, type(of: name), score, type(of: score)) }
}
scores.sorted { a, b in a.value > b.value }.forEach { print($0.key, $0.value / 2) }
let best = scores.max { a, b in a.value < b.value }!
print(best.key, type(of: best.value))
let doubled = scores.mapValues { v in v * 2 }
print(doubled.sorted { $0.key < $1.key })
let firstEntry = scores.sorted { $0.key < $1.key }.first!
print(firstEntry.key, firstEntry.value)
print(scores.contains { _, v in v > 9 })
print(scores.filter { k, _ in k.hasPrefix("a") })
let words = ["swift", "kit", "view"]
words.forEach { w in print(w, type(of: w), w.count) }
let pairs = [(1, "one"), (2, "two")]
pairs.forEach { n, s in print(n * 2, s.uppercased(), type(of: n), type(of: s)) }
print(pairs.map { n, s in "\(s)=\(n)" })
let grid = [[1, 2], [3, 4, 5]]
grid.forEach { row in print(row.count, type(of: row)) }
print(grid.filter { row in row.count > 2 })
let a = [10, 20, 30, 40, 50]
let parts = [a[0..<2], a[0..<4]]
parts.forEach { s in print(s, s.count, s.first!, type(of: s)) }
print(Set([3, 1, 2]).sorted { x, y in x > y })
"hello".forEach { c in print(c, type(of: c), terminator: " ") }
print()
let ratios = [0.5, 1.5]
print(ratios.map { r in r * 2 }, ratios.filter { r in r > 1 }, ratios.reduce(0) { acc, r in acc + r })
