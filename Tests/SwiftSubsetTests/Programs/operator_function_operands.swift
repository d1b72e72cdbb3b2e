// A program's `==` for its own type beside the standard `==` it uses inside (arrays): the
// standard value never takes the program's function (algorithm-club's Bit Set). Private and
// fileprivate members are read on other instances in the same file.
// Private and fileprivate members are visible anywhere in their file (one program, one file).
public final class Chain<T> {
    public class Link {
        var value: T
        var next: Link?
        init(value: T) { self.value = value }
    }

    fileprivate var head: Link?
    private var size = 0

    public init() {}

    public func push(_ value: T) {
        let link = Link(value: value)
        link.next = head
        head = link
        size += 1
    }

    public func append(contentsOf other: Chain<T>) {
        var items: [T] = []
        var node = other.head
        while let n = node {
            items.append(n.value)
            node = n.next
        }
        for item in items.reversed() { push(item) }
        print("sizes", size, other.size)
    }

    public var values: [T] {
        var out: [T] = []
        var node = head
        while let n = node { out.append(n.value); node = n.next }
        return out
    }
}

struct Bits {
    fileprivate(set) public var words: [Int]
    private(set) var count = 0
    init(_ n: Int) { words = [Int](repeating: 0, count: n) }
    mutating func set(_ i: Int) { words[i] = 1; count += 1 }
}

func == (lhs: Bits, rhs: Bits) -> Bool {
    return lhs.words == rhs.words
}

func describe(_ c: Chain<Int>) -> String {
    var parts: [String] = []
    var node = c.head
    while let n = node { parts.append(String(n.value)); node = n.next }
    return parts.joined(separator: "-")
}

let a = Chain<Int>()
a.push(1); a.push(2)
let b = Chain<Int>()
b.push(3)
a.append(contentsOf: b)
print(a.values, describe(a))
var x = Bits(3), y = Bits(3)
x.set(1)
print(x == y, x.words, x.count)
y.set(1)
print(x == y, y.words)
print(a.head?.value ?? -1)
// Operands with calls in them (evaluated once) that fit none of the program's functions.
func last(_ b: Bits) -> Int { b.words[b.words.count - 1] }
func == (lhs: Corner, rhs: Corner) -> Bool { lhs.rawValue == rhs.rawValue }
enum Corner: Int { case top, bottom }
var calls = 0
func next() -> Int { calls += 1; return calls }
print(last(x) == next(), x.words[x.words.count - 1] == 0, calls)
print(Corner.top == Corner(rawValue: 0)!, [next()] == [next()], calls)
