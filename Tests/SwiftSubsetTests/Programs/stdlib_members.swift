// Standard-library members real programs use (session 9, issue 11): each printed beside
// the edge cases that could go wrong.

// count(where:), with a trailing closure and with its label.
let numbers = [1, 2, 3, 2, 5, 2]
print(numbers.count { $0 == 2 }, numbers.count(where: { $0 > 10 }), [Int]().count { _ in true })
print("banana".count { $0 == "a" })

// An extension method whose first parameter has a default, given only a trailing closure.
extension Array {
    func keep(_ wanted: Bool = true, where test: (Element) -> Bool) -> [Element] {
        var kept: [Element] = []
        for x in self where test(x) == wanted { kept.append(x) }
        return kept
    }
    func drop(_ test: (Element) -> Bool) -> [Element] { keep(false, where: test) }
}
print(numbers.keep { $0 > 1 }, numbers.keep(false) { $0 > 1 }, numbers.drop { $0 == 2 })

// A Set typed by a bare `Set` annotation.
let odd: Set = [1, 3, 5, 7, 9]
let primes: Set = [2, 3, 5, 7]
print(odd.union(primes).sorted(), odd.intersection(primes).sorted(), odd.subtracting(primes).sorted())
print(odd.isSubset(of: primes), odd.contains(9), odd.count)

// Int(_:) and Double(_:) of text are optional.
let parsed = Int("123")
print(type(of: parsed), parsed ?? -1, Int("x") == nil, type(of: Double("2.5")))
let word: Substring = "42x".dropLast()
print(type(of: Int(word)), Int(word) ?? 0)

// Constructing through a metatype value.
class Base {
    let name: String
    required init(name: String) { self.name = name }
}
class Derived: Base {}
let kind: Base.Type = Derived.self
let made = kind.init(name: "made")
print(made.name, made is Derived)

// Assigning through a range subscript replaces the slice: it may grow or shrink the array.
var list = ["a", "b", "c", "d", "e"]
list[1...2] = ["X"]
print(list)
list[0..<1] = ["P", "Q", "R"]
print(list)
list[...1] = []
print(list)
list[2...] = ["end"]
print(list)
list[1..<1] = ["in"]
print(list)

// `~=`: a range matches what it contains; other values match when equal.
print(3...18 ~= 10, 3...18 ~= 19, 0..<5 ~= 5, ..<3 ~= 2, 5... ~= 4, "a" ~= "a", 2 ~= 3)

// dropFirst(_:) and dropLast(_:) on text give text that joins with `+`.
let text = "hello"
print(text.dropFirst(2) + "!", text.dropLast(3) + String(text.prefix(1)), text.dropFirst(9).isEmpty, text.dropLast(0))
print([1, 2, 3].dropFirst(5), [1, 2, 3].dropLast(1))

// A dictionary of labelled tuples made with `[K: (a: T, b: U)]()`.
var table = [String: (wins: Int, losses: Int)]()
table["ann"] = (0, 0)
table["ann"]!.wins += 2
table["ann"]!.losses += 1
print(table["ann"]!.wins, table["ann"]!.losses, table["bob"] == nil)

// KeyValuePairs keeps order and repeated keys.
let pairs: KeyValuePairs = ["b": 2, "a": 1, "b": 3]
print(pairs.count, pairs.map { $0.key + String($0.value) }, pairs.first!.key)
for (key, value) in pairs { print(key, value, terminator: "; ") }
print()
let typed: KeyValuePairs<String, Double> = ["x": 1, "y": 2.5]
print(typed.map { $0.value }, pairs.map { (key, value) in value * 2 })
let none: KeyValuePairs<String, Int> = [:]
print(none.isEmpty)

// UnicodeScalar is Unicode.Scalar.
var seen: Set<UnicodeScalar> = []
for scalar in "abca".unicodeScalars { seen.insert(scalar) }
print(seen.count, seen.contains("c"))

// An empty array that never had storage has capacity 0 (other capacities depend on the allocator).
var pile = [Int]()
print(pile.capacity, [String]().capacity)
if pile.capacity < 4 { pile.reserveCapacity(4) }
pile.append(1)
pile.removeAll()
print(pile.capacity, pile)

// description and debugDescription of collections are what print shows.
struct Token: CustomStringConvertible {
    let text: String
    var description: String { "<\(text)>" }
}
let tokens = [Token(text: "3"), Token(text: "+")]
print(tokens.description, tokens.debugDescription, [1, 2].description, ["a", "b"].description)
print(Set([7]).description, Set([7]).debugDescription, Set([7]), [Set([7])], ["k": 1].description, [Int?]([1, nil]).description, [[1], []].description)
print("\(tokens.description.count) \([String]().description)")

// Set(arrayLiteral:) and methods an extension of Set adds.
extension Set {
    func covers(_ other: Set<Element>) -> Bool { other.isSubset(of: self) }
}
let pairsSet = Set(arrayLiteral: [1, 9], [3, 3], [1, 9])
print(pairsSet.count, pairsSet.contains([3, 3]), Set([1, 2, 3]).covers(Set([2, 3])), Set([1]).covers([1, 5]))

// Set algebra beyond union, and a Set compared with an array literal.
let evens: Set = [0, 2, 4, 6, 8]
let small: Set = [0, 1, 2, 3]
print(evens.symmetricDifference(small).sorted(), evens.isDisjoint(with: [1, 3]), evens.isDisjoint(with: small))
print(Set([0, 2]).isStrictSubset(of: small), small.isStrictSubset(of: small), small.isStrictSuperset(of: [1]))
var working = evens
working.formIntersection(small)
print(working.sorted())
working = evens
working.subtract([0, 8, 9])
print(working.sorted())
working.formSymmetricDifference([4, 5])
print(working.sorted())
print(Set([3, 1, 2]) == [1, 2, 3], Set([1, 2]) != [1, 2, 2], Set<Int>() == Set(), Set([1]) == [])

// Optional(x) wraps once; ~= of two equal values.
let boxed = Optional(5)
let twice = Optional(boxed)
print(boxed as Any, twice as Any, type(of: boxed), 4 ~= 4, 4 ~= 5, 2.5 ~= 2.5)

// Inside an extension of a collection its members need no `self.`; inside one of Int a
// global function of the same name is still the global one.
extension String {
    func third() -> Character { self[index(startIndex, offsetBy: 2)] }
    func tail() -> String { String(dropFirst()) }
    func lastIndexOfA() -> Int { distance(from: startIndex, to: lastIndex(of: "a") ?? endIndex) }
}
extension Array {
    func middle() -> Element { self[index(startIndex, offsetBy: count / 2)] }
}
func insert(_ x: Int) -> Int { x + 100 }
extension Int {
    func bumped() -> Int { insert(self) }
}
print("swift".third(), "swift".tail(), "banana".lastIndexOfA(), [4, 5, 6].middle(), 5.bumped())
let digits = [10, 20, 30]
print(digits.index(after: 0), digits.index(before: 3), digits.index(1, offsetBy: 5), digits.distance(from: 2, to: 0))
