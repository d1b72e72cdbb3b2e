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
