// A program's own Collection and Sequence types get the standard library's default members:
// for-in, isEmpty, first, count, index(_:offsetBy:), distance, firstIndex, map, filter, reduce...
// The type's own members run as often and in the same order as under swiftc (the prints show it).

struct Countdown: Collection {
    let from: Int
    var startIndex: Int { 0 }
    var endIndex: Int { from }
    subscript(position: Int) -> Int {
        print("  read \(position)")
        return from - position
    }
    func index(after i: Int) -> Int { i + 1 }
}

let three = Countdown(from: 3)
for n in three { print("got", n) }
print(three.isEmpty, Countdown(from: 0).isEmpty)
print(three.first ?? -1, Countdown(from: 0).first ?? -1)
print(three.count)
print(three.map { $0 * 10 })
print(three.filter { $0 != 2 })
print(three.reduce(0, +))
print(three.contains(2), three.contains(9))
print(three.contains(where: { $0 > 2 }))
print(three.allSatisfy { $0 > 0 })
print(three.first(where: { $0 < 3 }) ?? 0)
print(three.sorted())
print(three.min() ?? 0, three.max() ?? 0)
print(three.compactMap { $0 == 2 ? nil : String($0) })
three.forEach { print("each", $0) }
print(three.index(three.startIndex, offsetBy: 2))
print(three.index(three.startIndex, offsetBy: 5, limitedBy: three.endIndex) ?? -1)
print(three.distance(from: 0, to: 3))
print(three.firstIndex(of: 1) ?? -1)
print(three.firstIndex(where: { $0 == 3 }) ?? -1)
print(Array(three))

// A linked list with an index type of its own, walked by index(after:).
final class Chain<Element> {
    final class Link {
        let value: Element
        var next: Link?
        init(_ value: Element) { self.value = value }
    }
    var head: Link?
    init(_ values: [Element]) {
        for v in values.reversed() {
            let link = Link(v)
            link.next = head
            head = link
        }
    }
}

struct ChainIndex<Element>: Comparable {
    let link: Chain<Element>.Link?
    let offset: Int
    static func == (a: ChainIndex, b: ChainIndex) -> Bool { a.offset == b.offset }
    static func < (a: ChainIndex, b: ChainIndex) -> Bool { a.offset < b.offset }
}

extension Chain: Collection {
    var startIndex: ChainIndex<Element> { ChainIndex(link: head, offset: 0) }
    var endIndex: ChainIndex<Element> {
        var n = 0
        var link = head
        while let l = link { n += 1; link = l.next }
        return ChainIndex(link: nil, offset: n)
    }
    subscript(position: ChainIndex<Element>) -> Element { position.link!.value }
    func index(after i: ChainIndex<Element>) -> ChainIndex<Element> {
        print("  step from \(i.offset)")
        return ChainIndex(link: i.link?.next, offset: i.offset + 1)
    }
}

let words = Chain(["one", "two", "three", "four"])
let third = words.index(words.startIndex, offsetBy: 2)
print(words[third])
var letters = 0
for w in words { letters += w.count }
print(letters)
print(words.reduce("") { $0 + $1.prefix(1) })
print(words.count)
print(words.distance(from: words.startIndex, to: third))
if let i = words.firstIndex(of: "three") { print(i.offset, words[i]) }
print(words.map { $0.uppercased() })

// A Sequence made by makeIterator(): its iterator's work and the closures interleave.
struct Evens: Sequence {
    let limit: Int
    func makeIterator() -> AnyIterator<Int> {
        var n = 0
        return AnyIterator {
            n += 2
            guard n <= self.limit else { return nil }
            print("  next \(n)")
            return n
        }
    }
}
let evens = Evens(limit: 6)
print(evens.map { $0 / 2 })
print(evens.contains(4))
print(evens.reduce(0) { $0 + $1 })
print(evens.filter { $0 > 2 })
