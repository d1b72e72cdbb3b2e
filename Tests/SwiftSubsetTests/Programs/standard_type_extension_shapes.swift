// Shapes of extensions of standard types once refused or read wrongly: operators declared in
// them, an overload of a standard method's name that calls the standard one, `Index` in an
// extension of Collection, `where Element == Int`, and a global compound assignment operator
// taking the program's type inout.
infix operator **: MultiplicationPrecedence
extension Int {
    static func ** (base: Int, power: Int) -> Int {
        var result = 1
        for _ in 0..<power { result *= base }
        return result
    }
}
extension String {
    static func * (text: String, times: Int) -> String { String(repeating: text, count: times) }
    static prefix func ~ (text: String) -> String { String(text.reversed()) }
}
func * (times: Int, text: String) -> String { text * times }
let dash = "-"
print(2 ** 10, 3 ** 2 + 1, "ab" * 3, dash * 4, 2 * "xy", ~"abc", 3 * 4, "a" + "b")

extension String {
    func contains(_ words: [String]) -> Bool { words.contains { self.contains($0) } }
    func hasPrefix(_ letters: [Character]) -> Bool { letters.contains { hasPrefix(String($0)) } }
}
let sentence = "the quick fox"
print(sentence.contains(["dog", "fox"]), sentence.contains(["cat"]), sentence.contains("quick"))
print(sentence.hasPrefix(["x", "t"]), sentence.hasPrefix("the"), sentence.contains(Character("q")))

extension Array where Element == Int {
    func contains(_ range: ClosedRange<Int>) -> Bool { contains { range.contains($0) } }
    func total() -> Int { reduce(0, +) }
    var mean: Double { isEmpty ? 0 : Double(total()) / Double(count) }
    mutating func bumpAll() { self = map { $0 + 1 } }
}
var marks = [3, 8, 5]
print(marks.contains(4...6), marks.contains(9...12), marks.contains(8), marks.total(), marks.mean)
marks.bumpAll()
print(marks)
extension Array where Element == String {
    func shouted() -> [String] { map { $0.uppercased() } }
}
print(["a", "b"].shouted())

extension Collection {
    func element(at i: Index) -> Element? { indices.contains(i) ? self[i] : nil }
    var middle: Index { index(startIndex, offsetBy: count / 2) }
}
let list = [10, 20, 30, 40]
print(list.element(at: 2) as Any, list.element(at: 7) as Any, list[list.middle])
let word = "swift"
print(word[word.middle], word.element(at: word.startIndex) as Any)

struct Tally { var count = 0 }
func += (t: inout Tally, n: Int) {
    print("adding", n)
    t.count += n
}
var tally = Tally()
tally += 2
tally += 5
var tallies = [Tally(), Tally()]
tallies[1] += 4
print(tally.count, tallies.map { $0.count })
