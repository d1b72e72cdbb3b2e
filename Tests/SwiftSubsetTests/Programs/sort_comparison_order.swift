// The comparisons a sort makes, as compiled Swift makes them: which pairs, in which order,
// how many. Short arrays are sorted by insertion, longer ones by runs merged.
var log: [String] = []
let fruit = ["pear", "fig", "apple", "kiwi", "banana"]
let byLength = fruit.sorted { a, b in
    log.append("\(a)-\(b)")
    return a.count < b.count
}
print(byLength)
print(log.joined(separator: " "))

func countComparisons(_ values: [Int]) -> Int {
    var count = 0
    _ = values.sorted { count += 1; return $0 < $1 }
    return count
}
var seed = 7
func next() -> Int {
    seed = (seed &* 1103515245 &+ 12345) % 2147483648
    return seed % 1000
}
var small: [Int] = []
for _ in 0..<23 { small.append(next()) }
var large: [Int] = []
for _ in 0..<300 { large.append(next()) }
print(countComparisons(small), countComparisons(large))
print(countComparisons(Array(0..<200)), countComparisons(Array((0..<200).reversed())))

struct Card: Comparable, CustomStringConvertible {
    let rank: Int
    let name: String
    static func < (l: Card, r: Card) -> Bool {
        print("  \(l.name) < \(r.name)?")
        return l.rank < r.rank
    }
    var description: String { name }
}
var hand = [Card(rank: 3, name: "three"), Card(rank: 1, name: "ace"), Card(rank: 2, name: "two"), Card(rank: 1, name: "ace2")]
hand.sort()
print(hand)

// An inconsistent comparison: the result shows the algorithm.
let odd = [5, 1, 4, 2, 3, 9, 0].sorted { _, _ in true }
print(odd)
let coin = (0..<70).map { $0 }.sorted { a, b in (a * 7 + b) % 3 == 0 }
print(coin.prefix(12))

// A comparison that throws stops the sort.
enum Stop: Error { case at(Int, Int) }
do {
    let _ = try [4, 3, 2, 1].sorted { a, b in
        if a == 2 { throw Stop.at(a, b) }
        return a < b
    }
} catch {
    print("stopped:", error)
}

// A comparison that throws part-way through a longer sort: no comparison runs after it.
var comparisons = 0
do {
    let _ = try (0..<40).map { ($0 * 17) % 40 }.sorted { a, b in
        comparisons += 1
        print("compare \(comparisons):", a, b)
        if comparisons == 25 { throw Stop.at(a, b) }
        return a < b
    }
} catch {
    print("stopped after \(comparisons) comparisons:", error)
}
