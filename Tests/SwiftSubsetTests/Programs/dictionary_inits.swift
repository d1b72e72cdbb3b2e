// Dictionary(grouping:by:) and Dictionary(uniqueKeysWithValues:), read in key order.
let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
let byLetter = Dictionary(grouping: words, by: { $0.first! })
for key in byLetter.keys.sorted() { print(key, byLetter[key]!) }
let lengths = Dictionary(grouping: [1, 2, 3, 4, 5, 6]) { $0 % 3 }
print(lengths[0]!, lengths[1]!, lengths[2]!, lengths.count)
let squares = Dictionary(uniqueKeysWithValues: (1...4).map { ($0, $0 * $0) })
for key in squares.keys.sorted() { print(key, squares[key]!) }
let starts = "hello world".split(separator: " ").map(String.init)
print(Dictionary(uniqueKeysWithValues: zip(starts, [1, 2]))["world"]!)
