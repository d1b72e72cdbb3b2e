// A collection method's array result bound to a plain type.
let scores = [1, 2]
let label: String = scores.map { $0 * 2 }
print(label)
