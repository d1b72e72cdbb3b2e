// compactMapValues and quotientAndRemainder(dividingBy:).
let answers = ["ann": "42", "bob": "n/a", "cy": "7"]
let numbers = answers.compactMapValues { Int($0) }
for name in numbers.keys.sorted() { print(name, numbers[name]!) }
print(numbers.count, type(of: numbers))

let maybe: [String: Int?] = ["x": 1, "y": nil, "z": 3]
let present = maybe.compactMapValues { $0 }
print(present.keys.sorted(), present.values.reduce(0, +))
let halves = ["a": 3, "b": 4].compactMapValues { $0.isMultiple(of: 2) ? Double($0) / 2 : nil }
print(halves)

let minutes = 135
let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
print("\(hours)h \(rest)m")
let split = (-17).quotientAndRemainder(dividingBy: 5)
print(split.quotient, split.remainder)
print(split)
print(type(of: split))
let parts = 7.quotientAndRemainder(dividingBy: -2)
print(parts.quotient * -2 + parts.remainder)
