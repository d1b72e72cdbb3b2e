// Leading runs and searches from the end, on arrays and strings.
let readings = [3, 5, 7, 10, 11, 4, 13]
let rising = readings.prefix(while: { $0 < 10 })
print(Array(rising), rising.count)
let afterRise = readings.drop(while: { $0 < 10 })
print(Array(afterRise), afterRise.first ?? -1, afterRise.last ?? -1)
print(readings.prefix(while: { $0 > 100 }).isEmpty, Array(readings.drop(while: { _ in true })))
print(readings.prefix { $0 % 2 == 1 }.map { $0 * 10 })

var calls = 0
let firstEvens = readings.prefix(while: { calls += 1; return $0 != 10 })
print(firstEvens.count, "checked", calls)

if let i = readings.lastIndex(where: { $0 > 10 }) { print("last big reading at", i, readings[i]) }
if let i = readings.firstIndex(where: { $0 > 10 }) { print("first big reading at", i) }
print(readings.lastIndex(of: 4) ?? -1, readings.lastIndex(of: 99) ?? -1)
print(readings.lastIndex(where: { $0 < 0 }) == nil)

let line = "   indented text  "
let body = line.drop(while: { $0 == " " })
print("[\(body)]", body.count)
let word = "mississippi"
print(word.prefix(while: { $0 != "s" }), word.drop(while: { $0 != "p" }))
if let i = word.lastIndex(where: { $0 == "s" }) {
    print(word.distance(from: word.startIndex, to: i), word[i], word[..<i])
}
if let i = word.firstIndex(where: { "aeiou".contains($0) }), let j = word.lastIndex(of: "i") {
    print(word[i...j])
}
let digits = "2024-06-01".prefix(while: { $0.isNumber })
print(digits, Int(digits) ?? 0)
print(type(of: word.prefix(while: { $0 == "m" })), type(of: word.drop(while: { $0 == "m" })))

let scores = [88.5, 92, 79.5, 95]
print(scores.prefix(while: { $0 > 80 }))
