// A dictionary's sorted, min and max give (key:value:) pairs of its types: literals beside
// them take those types, loops over them are typed, and they print as arrays of pairs.
let empty: [String: Double] = [:]
let prices = ["tea": 1.5, "cake": 2.5]
print(empty.sorted { $0.key < $1.key }.map { $0.value }.reduce(0, +))
let dearest = prices.max { $0.value < $1.value }
print(dearest?.value ?? 0, dearest.map { $0.value * 2 } ?? 0)
for (name, price) in prices.sorted(by: { $0.key < $1.key }) {
    print(name, price + 1, price / 2)
}
let pairs = prices.sorted { $0.key < $1.key }
print(pairs, pairs[0].value + 1, type(of: pairs))
let grades: [String: Int] = ["x": 3, "y": 5]
for (name, grade) in grades.sorted(by: { $0.value > $1.value }) {
    print(name, grade / 2, Double(grade) / 2)
}
print(grades.min { $0.value < $1.value }!, grades.sorted(by: <).map { "\($0.key)=\($0.value)" })
print(type(of: grades.sorted { $0.key < $1.key }))
let weights: [String: Float] = ["q": 0.1]
for (_, w) in weights.sorted(by: { $0.key < $1.key }) { print(w * 3) }

let repeated: KeyValuePairs<String, Int> = ["a": 1, "a": 2]
print(type(of: repeated))
for (key, value) in repeated { print(key, value + 1) }
print(repeated.count, repeated.first!.value)
