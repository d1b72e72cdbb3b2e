// `suffix(from:)`, `prefix(upTo:)`, `prefix(through:)`: an array's give its slice, a range's
// a range (algorithm-club's B-Tree splits its nodes with `keys.indices.suffix(from: m)`).
var keys = [10, 20, 30, 40, 50]
let tail = keys[keys.indices.suffix(from: 2)]
print(tail, type(of: tail))
print(Array(tail))
print(keys.indices.suffix(from: 3))
keys.removeSubrange(keys.indices.suffix(from: 3))
print(keys)
let a = [1, 2, 3, 4]
print(a.suffix(from: 1), type(of: a.suffix(from: 1)))
print(a.prefix(upTo: 2), a.prefix(through: 2))
print(Array(a.suffix(from: 4)), a.suffix(from: 2).first ?? 0)
print((0..<6).prefix(upTo: 2), (0..<6).prefix(through: 2))
var letters = ["a", "b", "c", "d"]
letters.removeSubrange(1..<3)
print(letters)
letters.removeSubrange(...0)
print(letters)
letters.removeSubrange(0...)
print(letters, letters.isEmpty)
