// Integer literals that divide, beside a value whose static type the interpreter does not
// work out (destructured elements, key paths): Swift gives them the value's Double type.

let scores = [1.5, 4.0]
let weights = [2, 3]

for (i, s) in scores.enumerated() {
    print(i, s + 5 / 2)
}
for (s, w) in zip(scores, weights) {
    print(s * (3 / 2), w + 3 / 2)
}

let prices = ["tea": 2.25]
for (name, price) in prices {
    print(name, price - 1 / 4)
}
for p in prices.values {
    print(9 / 4 + p)
}
print(prices.first!.value + 1 / 2)

let tagged = [(0.5, "x")]
for (amount, tag) in tagged {
    print(tag, amount + 7 / 4)
}

struct Reading {
    var level: Double
}
let level = \Reading.level
let reading = Reading(level: 1)
print(reading[keyPath: level] + 3 / 2)

let ints = [10, 20]
for (i, n) in ints.enumerated() {
    print(i + 3 / 2, n / 4)
}
