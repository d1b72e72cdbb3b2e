// Dictionary merging, replacing a subrange, clamping a range, replacing text.

var stock = ["apple": 3, "pear": 1]
let delivery = ["pear": 4, "fig": 2]
let combined = stock.merging(delivery) { old, new in old + new }
for (fruit, count) in combined.sorted(by: { $0.key < $1.key }) { print(fruit, count) }
stock.merge(delivery, uniquingKeysWith: { current, _ in current })
print(stock.keys.sorted(), stock["pear"]!)
stock.merge([("kiwi", 7), ("apple", 10)]) { $1 }
print(stock["kiwi"]!, stock["apple"]!)

var numbers = [1, 2, 3, 4, 5]
numbers.replaceSubrange(1..<3, with: [20, 30, 40])
print(numbers)
numbers.replaceSubrange(0...1, with: [])
print(numbers)
numbers.replaceSubrange(numbers.count..<numbers.count, with: 7...9)
print(numbers)

print((0...10).clamped(to: 3...20), (0..<10).clamped(to: 3..<5))
print((0...2).clamped(to: 5...9), (8..<12).clamped(to: 0..<5).isEmpty)

let sentence = "the cat sat on the mat"
print(sentence.replacing("at", with: "og"))
print("aaaa".replacing("aa", with: "b"))

var queue = [1, 2, 3, 4, 5]
queue.removeLast(2)
queue.removeFirst(1)
print(queue)

// Values stored take the collection's element type.
var prices: [String: Double] = ["tea": 1]
prices.merge(["jam": 2]) { $1 }
prices.merge([("oat", 3)]) { old, _ in old }
let free = prices.merging(["tea": 5]) { _, _ in 0 }
print(prices["jam"]!, prices["oat"]!, free["tea"]!, free.count)
var halves = [1.5, 2.5]
halves.replaceSubrange(0..<1, with: [9])
var maybe: [String?] = [nil]
maybe.replaceSubrange(0..<1, with: ["z"])
print(halves, maybe)

// A throwing combination leaves what was merged before it.
struct Clash: Error {}
var counts = ["a": 1]
do { try counts.merge([("b", 2), ("a", 3)]) { _, _ in throw Clash() } } catch { print(counts.count, error) }
