// A program's own type made from an array literal through init(arrayLiteral:).
struct Bag<T: Hashable>: CustomStringConvertible {
    var counts: [T: Int] = [:]
    init(_ items: [T]) { for i in items { counts[i, default: 0] += 1 } }
    var description: String { "Bag of \(counts.values.reduce(0, +))" }
}
extension Bag: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: T...) {
        print("init(arrayLiteral:) with", elements.count)
        self.init(elements)
    }
}
struct Path: ExpressibleByArrayLiteral {
    let steps: [String]
    init(arrayLiteral elements: String...) { steps = elements }
}
let b: Bag<String> = ["a", "b", "a"]
print(b, b.counts["a"]!)
let p: Path = ["up", "left"]
print(p.steps.joined(separator: "/"))
func walk(_ path: Path) -> Int { path.steps.count }
print(walk(["x", "y", "z"]))
