// reduce(into:) with named and shorthand parameters, ranges of
// Int literals matched against Doubles, one-sided ranges, operators passed as functions.
let words = ["apple", "bob", "cat", "apple"]
let lengths = words.reduce(into: [Int]()) { result, word in result.append(word.count) }
print(lengths)
let joined = words.reduce(into: "") { $0 += $1.prefix(1) }
print(joined)
func score(_ d: Double) -> Int {
    switch d {
    case 0...1: return 10
    case 1..<5: return 5
    case 5...10: return 1
    default: return 0
    }
}
print(score(0.5), score(1.0), score(4.99), score(10.0), score(10.5))
let names = ["Anna", "Alex", "Brian", "Jack"]
print(names[2...], names[...1], names[..<1])
switch 3 {
case ...0: print("not positive")
case 1...: print("positive")
default: print("never")
}
print(type(of: 2...), type(of: ...2), type(of: ..<2), type(of: 1...3), type(of: 1..<3))
print(zip([1, 2, 3], [4, 5, 6]).map(*))
print([1, 2, 3].reduce(0, +))
