// Valid code beside the errors for a Character where a String is meant, a generic argument of
// another type, a struct's shared declaration, a closure's first `return nil` and literals of
// fixed-width types: each runs as swiftc runs it.
let word = "Hello, World"
var counts: [Character: Int] = [:]
var vowels = 0
var spelled = ""
for letter in word {
    counts[letter, default: 0] += 1
    if "aeiou".contains(letter) { vowels += 1 }
    if letter.isLetter { spelled.append(letter) }
    if letter == "o" { spelled += "!" }
}
print(counts["l"]!, vowels, spelled)
var backwards = ""
for letter in word { backwards = String(letter) + backwards }
print(backwards)
if let first = word.first, first.isUppercase { print("starts upper:", first) }
print(word.first == "H", word.last!, word.first.map { String($0) } ?? "")
let initial = word.first!
print("\(initial)." + "x", String(initial) + "y", initial.uppercased() + word.dropFirst())
var tail = ""
tail.append(word.last!)
print(tail, word.first! == word.last!)
let glyph: Character = "*"
print(String(repeating: glyph, count: 3) + String(glyph))

struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
}
var doubles = Stack<Double>()
doubles.push(1)
doubles.push(7 / 2)
var anything = Stack<Int?>()
anything.push(nil)
anything.push(4)
var letters = Stack<Character>()
letters.push("a")
print(doubles.items, anything.items, letters.items)

struct Bag<Item: Equatable> {
    var items: [Item] = []
    mutating func put(_ item: Item) { items.append(item) }
    func occurrences(_ item: Item) -> Int { items.filter { $0 == item }.count }
}
var bag = Bag<Character>()
for letter in "banana" { bag.put(letter) }
print(bag.occurrences("a"), bag.occurrences("z"))

struct Size { var width = 1.5, height = 2.0 }
struct Frame {
    var name: String
    var x = 0, y: Int
}
struct Card {
    var rank: Int, suit = "spades"
}
print(Size(), Frame(name: "a", y: 3), Card(rank: 7))

let entries = ["4", "seven", "10"]
let numbers = entries.compactMap { entry -> Int? in
    guard let n = Int(entry) else { return nil }
    return n
}
let halves: [Int] = entries.compactMap { entry in
    if entry == "seven" { return nil }
    return Int(entry)! / 2
}
let found = entries.compactMap { entry in
    if let n = Int(entry) { return n * 3 }
    return nil
}
print(numbers, halves, found)

let small: Int8 = -128
let byte: UInt8 = 255
print(small, byte, Int8(127), UInt8(0), Int16(-300))
