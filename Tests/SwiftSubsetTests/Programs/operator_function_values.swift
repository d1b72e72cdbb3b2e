func fold(_ xs: [Int], _ start: Int, _ f: (Int, Int) -> Int) -> Int {
    var r = start
    for x in xs { r = f(r, x) }
    return r
}

let bits = [0b0001, 0b0100, 0b0110, 0b1000]
print(fold(bits, 0, |))
print(fold(bits, 0b1111, &))
print(fold(bits, 0, ^))
print(fold([1, 2, 3], 1, <<))
print(fold([1, 2], 64, >>))
print(fold([Int.max, 1], 0, &+))
print(fold([1, 2], Int.min, &-))
print(fold([3, Int.max], 1, &*))
print(bits.reduce(0, |), bits.reduce(0, ^))

struct Table {
    let combine: (Int, Int) -> Int
    func apply(_ a: Int, _ b: Int) -> Int { combine(a, b) }
}
print(Table(combine: |).apply(12, 3), Table(combine: &).apply(12, 6), Table(combine: max).apply(4, 9))
let op: (Int, Int) -> Int = (^)
print(op(5, 1))
let ops: [(Int, Int) -> Int] = [(+), (-), (*), (|), (&), (^)]
print(ops.map { $0(6, 3) })

final class Node {}
let n = Node(), m = Node()
let same: (Node, Node) -> Bool = (===)
let differ: (Node, Node) -> Bool = (!==)
print(same(n, n), same(n, m), differ(n, m))

// Operators a program declares, as methods of its type and globally.
infix operator <>
infix operator **
func ** (a: Int, b: Int) -> Int { var r = 1; for _ in 0..<b { r *= a }; return r }
struct V: Equatable {
    var x: Int
    static func + (l: V, r: V) -> V { V(x: l.x + r.x) }
    static func <> (l: V, r: V) -> V { V(x: l.x * r.x) }
}
print([V(x: 1), V(x: 2)].reduce(V(x: 10), +))
print([V(x: 2), V(x: 3)].reduce(V(x: 1), <>))
let combine: (V, V) -> V = (<>)
print(combine(V(x: 4), V(x: 5)).x, [2, 3].reduce(2, **))
let equal: (V, V) -> Bool = (==)
print(equal(V(x: 1), V(x: 1)), zip([1, 2], [3, 4]).map(|))
