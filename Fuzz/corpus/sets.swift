var a: Set<Int> = [1, 2, 3, 4]
let b: Set<Int> = [3, 4, 5]
print(a.union(b).sorted(), a.intersection(b).sorted(), a.subtracting(b).sorted())
print(a.contains(2), a.isSubset(of: [1, 2, 3, 4, 5]), b.count)
a.remove(1)
let r = a.insert(9)
print(r.inserted, a.insert(9).inserted, a.sorted())
let unique = Set(["x", "y", "x"])
print(unique.count)
var seen = Set<String>()
for w in ["a", "b", "a", "c", "b"] where !seen.contains(w) { seen.insert(w) }
print(seen.count, seen.sorted())
