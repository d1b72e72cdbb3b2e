// Type parameters constrained to numeric protocols, where no literal takes their type.
func sumAll<T: Numeric>(_ xs: [T]) -> T {
    var total = xs[0]
    for x in xs.dropFirst() { total += x }
    return total
}
print(sumAll([1, 2, 3]))
print(sumAll([1.5, 2.25]))
let halves: [Double] = [0.5, 0.25]
print(sumAll(halves))

func square<T: Numeric>(_ x: T) -> T { x * x }
print(square(7))
print(square(1.5))
let n = square(12)
print(n)
let small: Int8 = 11
print(square(small))

func largest<C: Collection>(_ c: C) -> C.Element? where C.Element: Comparable & Numeric {
    var best: C.Element? = nil
    for x in c where best == nil || x > best! { best = x }
    return best
}
print(largest([3, 9, 4]) as Any)
print(largest([2.5, -1.0]) as Any)

func pairsSumming<T: BidirectionalCollection>(_ c: T, to target: T.Element) -> [[T.Element]] where T.Element: Numeric & Comparable {
    let sorted = c.sorted()
    var found: [[T.Element]] = []
    for (i, a) in sorted.enumerated() {
        for b in sorted.dropFirst(i).dropFirst() where a + b == target { found.append([a, b]) }
    }
    return found
}
print(pairsSumming([4, 1, 3, 2, 5], to: 6))
let values: [Double] = [0.5, 1.5, 1.0]
print(pairsSumming(values, to: 2.0))

struct Meter {
    func scaled<T: FloatingPoint>(_ x: T, by f: T) -> T { x * f }
}
print(Meter().scaled(2.5, by: 4.0))

extension Array {
    func total() -> Element where Element: Numeric {
        dropFirst().reduce(first!) { $0 + $1 }
    }
}
print([1, 2, 3, 4].total())
print([0.5, 0.25].total())

func overflowing<T: FixedWidthInteger>(_ x: T) -> T { x &* x }
print(overflowing(Int8(100)))

// Literals whose type is certain: an `Int` counter and an array index.
func everyOther<T: Numeric>(_ xs: [T]) -> [T] {
    var out: [T] = []
    var i: Int = 0
    while i < xs.count {
        out.append(xs[i])
        i += 2
    }
    return out
}
print(everyOther([1, 2, 3, 4, 5]))
print(everyOther([0.5, 1.5, 2.5]))
