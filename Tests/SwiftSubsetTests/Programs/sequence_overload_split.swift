// A method taking one element beside a generic one taking a sequence of elements: Swift
// chooses by the argument's static type; a value that is no sequence can only be the first's.
struct Bag<T> {
    var items: [T] = []

    mutating func add(_ item: T) {
        print("one:", item)
        items.append(item)
    }

    mutating func add<S: Sequence>(_ many: S) where S.Element == T {
        print("many")
        for item in many {
            add(item)
        }
    }
}

struct Point { let x: Int, y: Int }

var numbers = Bag<Int>()
numbers.add(1)
numbers.add([2, 3])
numbers.add(4...5)
print(numbers.items)

var pairs = Bag<(String, Int)>()
pairs.add(("a", 1))
pairs.add(("b", 2))
pairs.add([("c", 3)])
print(pairs.items.map { $0.0 }, pairs.items.count)

var points = Bag<Point>()
points.add(Point(x: 1, y: 2))
points.add([Point(x: 3, y: 4), Point(x: 5, y: 6)])
print(points.items.map { $0.x + $0.y })

func fill<T>(_ bag: inout Bag<T>, with value: T) {
    bag.add(value)
}
var maybe = Bag<Int?>()
fill(&maybe, with: 7)
fill(&maybe, with: nil)
maybe.add(8)
print(maybe.items)

// Subscripts told apart the same way.
struct Table<T: Hashable> {
    var rows: [T: String] = [:]
    subscript(key: T) -> String { rows[key] ?? "none" }
    subscript<S: Sequence>(keys: S) -> [String] where S.Element == T { keys.map { rows[$0] ?? "none" } }
}
var t = Table<Int>()
t.rows[1] = "one"
t.rows[2] = "two"
print(t[1], t[[1, 2, 3]], t[3])
let k = 2
print(t[k], t[Set([1])])
