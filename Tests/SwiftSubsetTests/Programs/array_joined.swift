// joined() and joined(separator:) on an array of arrays, read as an array, counted and iterated.
let parts = [[46], [1, 2], []]
print(Array(parts.joined()))
print(parts.joined().count)
print(Array(parts.joined(separator: [0])))
var total = 0
for n in parts.joined() { total += n }
print(total)
let words = [["a", "b"], ["c"]]
print(Array(words.joined()), words.map { $0.joined() })
