// A program's own Sequence and IteratorProtocol types in for-in, and AnyIterator: the
// iterator's work and the loop body's interleave.
struct Countdown: Sequence, IteratorProtocol {
    var count: Int
    mutating func next() -> Int? {
        guard count > 0 else { return nil }
        print("next gives \(count)")
        defer { count -= 1 }
        return count
    }
}
for n in Countdown(count: 3) {
    print("body got \(n)")
}

struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
}
extension Stack: Sequence {
    func makeIterator() -> AnyIterator<Element> {
        var copy = self
        return AnyIterator { copy.pop() }
    }
}
var stack = Stack<String>()
stack.push("a")
stack.push("b")
stack.push("c")
for item in stack where item != "b" {
    print(item)
}
print(stack.items.count)
for item in stack.makeIterator() {
    print("again", item)
    break
}

final class Countup: Sequence {
    let limit: Int
    init(limit: Int) { self.limit = limit }
    func makeIterator() -> AnyIterator<Int> {
        var i = 0
        return AnyIterator {
            i += 1
            return i <= self.limit ? i : nil
        }
    }
}
print(Array(Countup(limit: 4)))
var total = 0
for i in Countup(limit: 100) {
    if i > 5 { break }
    total += i
}
print(total)
