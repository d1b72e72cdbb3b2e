var a = [3, 1, 2]
a.append(5)
a.insert(0, at: 0)
print(a, a.count, a.first!, a.last!, a.isEmpty)
print(a.sorted(), a.sorted(by: >), Array(a.reversed()))
print(a.map { $0 * 2 }, a.filter { $0 % 2 == 1 }, a.reduce(0, +))
print(a.contains(2), a.firstIndex(of: 2)!, a.min()!, a.max()!)
let removed = a.remove(at: 1)
print(removed, a, a.removeLast(), a)
a.sort()
print(a)
var m: [String: Int] = [:]
m["b"] = 2
m["a"] = 1
print(m.count, m["a"]!)
for k in m.keys.sorted() { print(k, m[k]!) }
var s: Set<Int> = [1, 2, 3]
s.insert(2)
s.insert(4)
print(s.count, s.contains(4), s.sorted())
let nested = [[1, 2], [3], []]
print(nested, nested.flatMap { $0 }, nested.map { $0.count })
print(["1", "x", "3"].compactMap { Int($0) })
print(Array(repeating: 0, count: 3), Array(1...4))
var grid = [[0, 0], [0, 0]]
grid[1][0] = 7
print(grid)
let t = (1, "two", 3.0)
print(t, t.0, t.1)
let named = (x: 1, y: 2)
print(named, named.x + named.y)
print([1, 2, 3].first { $0 > 1 }!, [1, 2, 3].allSatisfy { $0 > 0 })
print([1, 2, 3].enumerated().map { "\($0.offset):\($0.element)" })
