// A number literal in an extension of a standard collection whose elements are numeric takes
// the receiver's element type: an Int array's 0 is 0, a Double array's 0.0.
extension Array where Element: Numeric {
    func total() -> Element { reduce(0, +) }
    func product() -> Element { self.reduce(1, *) }
    func sumOfSquares() -> Element {
        var sum: Element = 0
        for x in self { sum += x * x }
        return sum
    }
    var sum: Element { reduce(0, +) }
    func firstOrZero() -> Element { isEmpty ? 0 : self[0] }
    func lastOrZero() -> Element { isEmpty ? 0 : self[count - 1] }
    var sumByGetter: Element {
        get { return reduce(0, +) }
    }
}

extension Collection where Element: BinaryInteger {
    func total() -> Element { reduce(0, +) }
}

extension Sequence where Element: FloatingPoint {
    func mean() -> Element {
        var total: Element = 0
        var n: Element = 0
        for x in self { total += x; n += 1 }
        return total / n
    }
}

print([1, 2, 3].total(), [1.5, 2].total(), [2, 3, 4].product(), [0.5, 4].product())
print([1, 2, 3].sumOfSquares(), [0.5, 1.5].sumOfSquares())
print([4, 5].sum, [0.25].sum, [1, 2].sumByGetter, [0.5].sumByGetter)
print((1...4).total())
print([1.0, 2.0, 4.0].mean(), [3.0].mean())
print([4, 5].firstOrZero(), [4, 5].lastOrZero(), [2.5].lastOrZero(), [Double]().count)
