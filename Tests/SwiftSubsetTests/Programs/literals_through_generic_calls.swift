// Number literals whose type a context gives through standard generic calls and closures:
// Swift type-checks the whole expression at once, so `Double` reaches them.

// A written type.
let average: Double = [1, 2].reduce(0, +) / 4
let smaller: Double = min(1, 2) / 4
let larger: Double = max(3, 4) / 8
let largest: Double = [3, 4].max()! / 8
let quarters: [Double] = Array(repeating: 1, count: 2).map { $0 / 4 }
let halves: [Double] = [1, 2, 3].map { $0 / 2 }
let doubled: [Double] = [1, 2, 3].map { $0 * 2 }
let integerHalves = [1, 2, 3].map { $0 / 2 }
print(average, smaller, larger, largest)
print(quarters, halves, doubled, integerHalves)

// A parameter, a return, a property, an assignment.
func show(_ x: Double) { print("show", x) }
show([1, 2].reduce(0, +) / 4)
show(min(max(1, 2), 3) / 4)
func mean() -> Double { return [1, 2, 4].reduce(0, +) / 2 }
func eighth() -> Double { [1, 2, 4].reduce(0, +) / 8 }
print(mean(), eighth())
struct Reading { var value: Double }
print(Reading(value: [1, 2].reduce(0, +) / 4).value)
var total: Double = 0
total = [1, 2].reduce(0, +) / 4
print(total)

// Chains of standard calls.
let firstHalf: Double = [1, 2, 3].first! / 2
let lastHalf: Double = [1, 2, 3].last! / 2
let minHalf: Double = [5, 2, 3].min()! / 2
let sortedHalves: [Double] = [5, 2, 3].sorted().map { $0 / 2 }
let filteredHalves: [Double] = [5, 2, 3].filter { $0 > 2 }.map { $0 / 2 }
let descending: [Double] = [4, 2, 3].sorted(by: >).map { -$0 / 8 }
print(firstHalf, lastHalf, minHalf, sortedHalves, filteredHalves, descending)
let absolute: Double = abs(-3) / 2
let summed: Double = [1, 2, 3].reduce(0) { $0 + $1 } / 2
let weighted: Double = [1, 2, 3].reduce(0) { acc, n in acc + n * 2 } / 4
let biggest: Double = [1, 2, 3].reduce(0, max) / 2
let mapped: Double = [1, 2, 3].map { $0 * 2 }.reduce(0, +) / 4
let twice: [Double] = [1, 2, 3].map { $0 / 2 }.map { $0 * 3 }
let repeated: Double = Array(repeating: 3, count: 2).reduce(0, +) / 4
let nested: Double = max(1, [2, 3].min()!) / 4
let parenthesised: Double = (min(1, 2)) / 4
let fallback: Double = ([1, 2].first ?? 0) / 4
print(absolute, summed, weighted, biggest, mapped, twice, repeated, nested, parenthesised, fallback)
let optionalHalf: Double? = [1, 2, 3].first.map { $0 / 2 }
let optionalMax: Double? = [1, 2].max()
print(optionalHalf as Any, optionalMax as Any)

// A conditional, a dictionary, a Double beside the call.
let flag = [1].count == 1
let chosen: Double = flag ? [1, 2].reduce(0, +) / 4 : 0
let scaled: Double = 2 * (flag ? 1 : 0.5)
let values: [String: Double] = ["a": 1, "b": 3].mapValues { $0 / 2 }
print(chosen, scaled, values.sorted { $0.key < $1.key })
print([1, 2].max()! / 2 + 0.5, min(1, 2) / 4 + 0.5, 0.5 + [3, 4].max()! / 8)
print([1, 2].map { $0 / 2 }.reduce(0, +) + 0.5)
print([min(1, 2), 2.5])

// A Double inside the closure types the receiver's literals.
let scale = 2.0
print([1, 2, 3].map { $0 / 2 * scale }, [1, 2, 3].map { $0 / 2 * 2.0 })

// Closures that do not tie their result to their parameter keep the default `Int`.
let converted: [Double] = [1, 2, 3].map { Double($0 / 2) }
let convertedSum: Double = [1, 2].map { Double($0) / 4 }.reduce(0, +)
print(converted, convertedSum)

// Two array literals added with nothing giving their type: swiftc makes them `[Any]`.
let joined = [1.5] + [3 / 2]
print(joined, [1.5] + [1 + 2], [2.5] + [7])
let typedJoin: [Double] = [1.5] + [3 / 2]
print(typedJoin)

// A Double operand beside the call types its literals; a map computing an `Int` from them
// beside an array literal of Doubles is `[Any]`.
let fraction = [1].count == 1 ? min(1, 2) / 4 : 0.5
print(fraction, [1, 2, 3].reduce(0.0) { $0 + $1 / 2 }, [1, 2].max()! / 2 > 0.6)
print([1, 2].sorted() + [0.5], [1, 2].filter { $0 > 1 } + [0.5], [1, 2].map { $0 } + [0.5])
print([1, 2].map { $0 * 2 } + [0.5], [0.5] + [1, 2].map { $0 / 2 })
let summedHalves: [Double] = [1, 2].map { $0 / 2 } + [0.5]
print(summedHalves)

// Subscripts, slices and compactMap keep the element type.
let sliced: Double = [1, 2].prefix(1).reduce(0, +) / 4
let dropped: Double = [1, 2].dropFirst().first! / 4
let tail: Double = [1, 2, 3].suffix(2).reduce(0, +) / 4
let indexed: Double = [1, 2, 3][1] / 4
let sortedFirst: Double = [3, 1, 2].sorted(by: <)[0] / 2
let compacted: [Double] = [1, 2, 3].compactMap { $0 / 2 }
let flattened: Double = [[1, 2], [3]].flatMap { $0 }.reduce(0, +) / 4
print(sliced, dropped, tail, indexed, sortedFirst, compacted, flattened)

// reduce(into:) whose closure adds arithmetic on the element to the accumulator.
let accumulated: Double = [1, 2].reduce(into: 0) { $0 += $1 } / 4
let tripled: Double = [1, 2].reduce(into: 0) { sum, n in sum += n * 3 } / 4
let converting: Double = [1, 2].reduce(into: 0) { $0 += Double($1) / 4 }
print(accumulated, tripled, converting, [1, 2, 3].reduce(into: 0.0) { $0 += $1 / 2 })
// Parenthesised closure parameters without types are followed as bare names are.
let parenQuarters: [Double] = [1, 2].map { (x) in x / 4 }
let namedSum: Double = [1, 2, 3].reduce(0) { (acc, x) in acc + x } / 4
print(parenQuarters, namedSum)
