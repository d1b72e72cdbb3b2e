// Dictionary(_:uniquingKeysWith:): the closure gets the value held and the new one, in the
// sequence's order; compared with swiftc's output (keys printed sorted).
let sales = [("north", 3), ("south", 5), ("north", 4), ("east", 1), ("south", 2)]
let totals = Dictionary(sales, uniquingKeysWith: +)
for key in totals.keys.sorted() { print(key, totals[key]!) }
let firstSeen = Dictionary(sales, uniquingKeysWith: { first, _ in first })
let lastSeen = Dictionary(sales) { _, latest in latest }
print(firstSeen["north"]!, lastSeen["north"]!, firstSeen["south"]!, lastSeen["south"]!)

var calls: [String] = []
let joined = Dictionary([("a", "x"), ("b", "y"), ("a", "z"), ("a", "w")]) { held, new in
    calls.append("\(held)+\(new)")
    return held + new
}
print(calls, joined["a"]!, joined["b"]!)

let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
let byLetter = Dictionary(words.map { ($0.first!, 1) }, uniquingKeysWith: +)
for letter in byLetter.keys.sorted() { print(letter, byLetter[letter]!) }
let longest = Dictionary(words.map { ($0.first!, $0) }) { a, b in a.count >= b.count ? a : b }
print(longest.keys.sorted().map { longest[$0]! })
let none = Dictionary([(Int, Int)](), uniquingKeysWith: +)
print(none.isEmpty)
