// `joined()` on an array of arrays flattens it (it joined them as text, giving nothing).
let nested = [[1, 2], [3]]
let flat = nested.joined()
print(Array(flat))
print(flat.map { $0 * 2 }, flat.count)
print(Array(nested.joined(separator: [0])))
for x in nested.joined() { print(x) }
let words = [["a", "b"], [], ["c"]]
print(Array(words.joined()), words.joined().count)
print(["a", "b"].joined(separator: "-"), ["x", "y"].joined())
