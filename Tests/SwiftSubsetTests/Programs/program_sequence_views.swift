// `prefix`, `dropFirst` and `enumerated()` on a program's own sequences: lazy views walked
// through the sequence's own iterator, so an endless sequence's prefix ends and what `next()`
// prints interleaves with the loop's body as in Swift.
struct Fibonacci: Sequence, IteratorProtocol {
    var a = 0
    var b = 1
    mutating func next() -> Int? {
        defer { (a, b) = (b, a + b) }
        return a
    }
}

print(Array(Fibonacci().prefix(10)))
for (i, f) in Fibonacci().dropFirst(5).prefix(3).enumerated() { print(i, f) }
print(Fibonacci().prefix(8).filter { $0 % 2 == 0 }, Fibonacci().prefix(6).reduce(0, +))
print(Fibonacci().prefix(5).map { $0 * 10 }, Fibonacci().prefix(4).contains(2))
print(type(of: Fibonacci().prefix(2)), type(of: Fibonacci().enumerated()))

struct Countdown: Sequence {
    let start: Int
    func makeIterator() -> CountdownIterator { CountdownIterator(current: start) }
}
struct CountdownIterator: IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        guard current > 0 else { return nil }
        print("  next gives", current)
        defer { current -= 1 }
        return current
    }
}

let launch = Countdown(start: 4)
for n in launch.prefix(2) { print("body", n) }
for n in launch.dropFirst() { print("body", n) }
for (offset, n) in launch.enumerated() where offset % 2 == 0 { print("even offset", offset, n) }
print(launch.dropFirst(2).sorted(), launch.prefix(0).map { $0 }, Array(launch.dropFirst(9)))
for pair in launch.prefix(1).enumerated() { print(pair) }

struct Shelf: Collection {
    var books = ["Emma", "Dune", "Ubik"]
    var startIndex: Int { 0 }
    var endIndex: Int { books.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> String { books[i] }
}
for (n, title) in Shelf().enumerated() { print(n + 1, title) }
print(Shelf().enumerated().map { "\($0.offset):\($0.element)" })
