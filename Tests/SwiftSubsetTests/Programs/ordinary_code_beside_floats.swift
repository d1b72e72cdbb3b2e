import Foundation
// Ordinary Int and Double code in a program that also uses a Float: every operand here has a
// static type (ranges' Ints, reduce seeds decided by their closures, sets', values' and zip's
// elements, lazy views, a String's filter and count), so none is refused as a possible Float.
let ratio: Float = 0.5
print(ratio * 3)
print((0..<3).map { $0 * 2 })
let a = Array(1...4)
print(a.filter { $0 % 2 == 0 }.map { $0 * $0 })
print(Set([1, 2]).reduce(0) { $0 + $1 })
print(["a": 1].values.reduce(0) { $0 + $1 })
print(zip([1, 2], [3, 4]).reduce(0) { $0 + $1.0 * $1.1 })
print([1.5, 2.5].reduce(into: 0.0) { $0 += $1 })
print([1.5, 2].reduce(into: [Double]()) { $0.append($1 + 1) })
print([1, 2, 3].reduce(into: [Int: Int]()) { acc, x in acc[x % 2, default: 0] += 1 }.count)
let counts = ["ab", "c"].map { w in w.filter { $0 == "a" }.count }
print(counts.reduce(0) { $0 + $1 })
print(a.lazy.map { $0 * 2 }.reduce(0, +))
print(a.prefix(2).reduce(0) { $0 + $1 })
let grid: [String: [Int]] = ["a": [1, 2]]
for (k, v) in grid.sorted(by: { $0.key < $1.key }) { print(k, v.map { $0 * 10 }) }

// More of a second reader's: strides, indices, slices, split and components pieces, views,
// conversions (never a Float), a Character's digits.
let n = 5
let small = [1, 2, 3]
print((1...n).map { $0 * $0 })
print(Array(1...5).map { $0 * 2 })
print((0..<3).reduce(0) { $0 + $1 })
print(stride(from: 0, to: 6, by: 2).map { $0 * 2 })
print(small.indices.map { $0 * 2 })
print(small.lazy.map { $0 * 2 }.first!)
print(small.dropFirst().reduce(0) { $0 + $1 * 2 })
print("a,b".split(separator: ",").map { $0.count + 1 })
let parts = "x y".components(separatedBy: " ")
print(parts.map { $0 + $0 })
print("abc".utf8.map { Int($0) * 2 })
print((1...3).map { Double($0) * 1.5 })
let words = ["a": "xy"]
print(words.values.reduce(0) { $0 + $1.count })
print("12".compactMap { $0.wholeNumberValue }.reduce(0) { $0 * 10 + $1 })
