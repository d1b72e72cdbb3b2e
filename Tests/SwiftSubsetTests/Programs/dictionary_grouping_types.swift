// Dictionary(grouping:by:) hands its closure the elements' type and is keyed by the closure's
// result: literals, type(of:) and a Float program's arithmetic see those types.
let _: Float = 0
print(Dictionary(grouping: [1, 12], by: { $0 / 10 }).keys.sorted())
let words = ["apple", "avocado", "banana"]
let byLetter = Dictionary(grouping: words) { $0.first! }
print(byLetter.keys.sorted(), type(of: byLetter))
let nums = [1.5, 2.5, 3.5]
let g = Dictionary(grouping: nums, by: { Int($0) % 2 })
print(g.keys.sorted(), g[0]!.reduce(0, +), type(of: g))
let e: [Int: [Double]] = Dictionary(grouping: nums, by: { Int($0) })
print(e.count)
