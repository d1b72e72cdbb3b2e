// stride with a Double step gives Doubles from integer literals; two array literals of numbers
// joined by + share one element type.
for v in stride(from: 0, to: 1, by: 0.25) { print(v, terminator: " ") }
print()
print(stride(from: 1, through: 2, by: 0.5).map { $0 * 2 })
print(stride(from: 3, to: 0, by: -1).map { $0 })
let joined = [1, 2] + [0.5]
print(joined, [0.5] + [1, 2], [1] + [2])
