// Closures called by the interpreter's direct path (arguments stored into the closure's
// frame) and by its general one: both must give the same results.
var log: [String] = []
func note(_ s: String, _ v: Int) -> Int { log.append(s); return v }

// A closure value called with arguments evaluated left to right.
let add: (Int, Int) -> Int = { a, b in a + b }
print(add(note("first", 1), note("second", 2)), log)

// Sorting and choosing with closures of two parameters.
let values = [5, 3, 9, 1, 7, 3]
print(values.sorted { $0 > $1 })
print(values.sorted(by: { a, b in a % 3 < b % 3 }))
print(values.min { $0 % 4 < $1 % 4 } ?? -1, values.max { $0 % 4 < $1 % 4 } ?? -1)
print(values.reduce(0) { $0 * 2 + $1 })
print(values.reduce(0, +))
var words = ["pear", "fig", "banana", "kiwi"]
words.sort { $0.count < $1.count }
print(words)

// A closure of one parameter given a pair, and one of two given a tuple.
let pairs = [(1, "one"), (2, "two")]
print(pairs.map { pair in "\(pair.0):\(pair.1)" })
print(pairs.map { n, name in name + String(n) })
let dict = ["b": 2, "a": 1]
print(dict.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

// A closure with a capture list keeps the captured value.
var counter = 10
let captured: (Int) -> Int = { [counter] x in counter + x }
counter = 20
print(captured(1), counter)

// A closure whose parameter is a Double, given an integer literal.
let half: (Double) -> Double = { x in x / 2 }
print(half(3))

// A closure reading and changing a captured variable.
var total = 0
let addToTotal: (Int) -> Void = { total += $0 }
for i in 1...4 { addToTotal(i) }
print(total)

// Nested closure calls and a closure returning a closure.
func makeAdder(_ n: Int) -> (Int) -> Int { { $0 + n } }
let addThree = makeAdder(3)
print(addThree(addThree(1)), [1, 2, 3].map(makeAdder(10)))

// A global function passed where a closure is expected.
func descending(_ a: Int, _ b: Int) -> Bool { a > b }
print(values.sorted(by: descending))

print("end")
