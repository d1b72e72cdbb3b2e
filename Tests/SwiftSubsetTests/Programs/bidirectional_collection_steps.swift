// A program's BidirectionalCollection gets the same forward defaults as a Collection (its
// members print when they run: swiftc calls them in the same order), and its count asks the
// type's own distance(from:to:) where it declares one.
struct R: BidirectionalCollection {
    var startIndex: Int { print("  start"); return 0 }
    var endIndex: Int { print("  end"); return 3 }
    subscript(position: Int) -> Int { print("  read \(position)"); return position * 10 }
    func index(after i: Int) -> Int { print("  after \(i)"); return i + 1 }
    func index(before i: Int) -> Int { print("  before \(i)"); return i - 1 }
}
let c = R()
print("count"); print(c.count)
print("distance"); print(c.distance(from: 0, to: 2))
print("offsetBy"); print(c.index(0, offsetBy: 2))
print("map"); print(c.map { $0 })
print("Array"); print(Array(c))
print("for"); for x in c { print(x) }
print("first"); print(c.first!)

struct B: BidirectionalCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { 3 }
    subscript(position: Int) -> Int { position * 10 }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    func distance(from a: Int, to b: Int) -> Int { print("own distance"); return b - a }
}
let b = B()
print(b.count)
