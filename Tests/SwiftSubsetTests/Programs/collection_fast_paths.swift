// Array subscripts, `count` and ascending sorts, on the shapes their fast paths take and on
// those they leave to the general path.

// A global array read and written with one index, at the top level.
var flags = [Bool](repeating: true, count: 12)
flags[0] = false
flags[1] = false
var k = 2
while k * k < flags.count {
    if flags[k] {
        var m = k * k
        while m < flags.count {
            flags[m] = false
            m += k
        }
    }
    k += 1
}
print(flags.count, flags.filter { $0 }.count, flags[11], flags[9])

// The index is evaluated before a stored variable is read: what it appends is seen.
var grown = [1, 2, 3]
func grow() -> Int {
    grown.append(10)
    return 3
}
print(grown[grow()], grown.count)

func localReads() {
    var local = [5, 6]
    func push() -> Int {
        local.append(8)
        return 2
    }
    print(local[push()], local.count)
    func readOuter() -> Int { grown[grow()] + grown.count }
    print(readOuter())
}
localReads()

// Writes through one index on arrays held in several places.
struct Grid {
    var cells = [[0, 0, 0], [0, 0, 0]]
    var count: Int { cells.count * 10 }
    mutating func mark(_ r: Int, _ c: Int) { cells[r][c] += r + c + 1 }
}
var grid = Grid()
grid.mark(1, 2)
grid.cells[0][1] = 7
grid.cells[1][0] -= 3
print(grid.cells, grid.count, grid.cells.count, grid.cells[1].count)

final class Holder {
    var items: [String] = ["a", "b"]
    subscript(i: Int) -> String {
        get { items[i] }
        set { items[i] = newValue.uppercased() }
    }
}
let holder = Holder()
holder.items[0] = "x"
holder[1] = "why"
holder[0] += "z"
print(holder.items, holder[1], holder.items.count)

func scale(_ values: [Int], by factor: Int) -> [Int] {
    var out = values
    for i in 0..<out.count { out[i] *= factor }
    return out
}
print(scale([1, 2, 3], by: 4))

// Dictionaries and a user type through the one-index path.
var counts: [String: Int] = [:]
for word in ["a", "b", "a", "c", "a"] {
    counts[word] = (counts[word] ?? 0) + 1
}
counts["b"] = nil
counts["c"]! += 5
print(counts["a"] ?? -1, counts["b"] ?? -1, counts["c"] ?? -1, counts.count)

struct Ring {
    var slots = [0, 0, 0]
    subscript(i: Int) -> Int {
        get { slots[i % slots.count] }
        set { slots[i % slots.count] = newValue }
    }
}
var ring = Ring()
ring[4] = 9
ring[5] += 2
print(ring[1], ring[7], ring.slots)

// Values of other kinds where an array of Int was expected.
let nested: [[Int]] = [[3, 1], [2]]
print(nested[0][1], nested[1].count, nested.count)
let optionalArray: [Int]? = [4, 5]
print(optionalArray?[1] ?? 0, optionalArray?.count ?? 0)
let text = ["x": [1, 2, 3]]
print(text["x"]?[2] ?? 0, text["x"]?.count ?? 0)

// Ascending sorts: Ints (negatives, repeats, extremes), and the other kinds.
var numbers = [5, -3, 12, 0, 5, Int.max, Int.min, 7, -3]
print(numbers.sorted())
numbers.sort()
print(numbers, numbers.count)
print([Int]().sorted(), [42].sorted())
print(["pear", "apple", "fig"].sorted(), [2.5, -1.0, 0.5].sorted())
var words = ["b", "a"]
words.sort()
print(words)
let big = (0..<50).map { ($0 * 37) % 50 }.sorted()
print(big[0], big[49], big.count, big == Array(0..<50))
print([3, 1, 2].sorted(by: >), [3, 1, 2].sorted { $0 < $1 })
