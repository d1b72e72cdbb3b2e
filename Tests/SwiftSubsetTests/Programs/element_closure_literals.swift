// A number literal beside an element in the closure of an element-wise method, over an
// array of a numeric type parameter, takes the parameter's type.
func doubled<T: Numeric>(_ xs: [T]) -> [T] { xs.map { $0 * 2 } }
func evens<T: BinaryInteger>(_ xs: [T]) -> [T] { xs.filter { $0 % 2 == 0 } }
func anyBig<T: Comparable & Numeric>(_ xs: [T]) -> Bool { xs.contains { x in x > 100 } }
func shifted<T: Numeric>(_ xs: [T]) -> [T] { xs.map { value in value + 1 } }
func firstAboveOne<T: FloatingPoint>(_ xs: [T]) -> T? { xs.first { $0 > 1 } }
func byScaled<T: Numeric & Comparable>(_ xs: [T]) -> [T] { xs.sorted { $0 * 2 > $1 * 2 } }
print(doubled([1, 2]), doubled([1.5]), evens([1, 2, 3, 4]), anyBig([5, 500]), anyBig([0.5]), shifted([1.5, 2]))
print(firstAboveOne([0.5, 1.5]) as Any, firstAboveOne([0.25]) as Any, byScaled([1, 3, 2]))

extension Array where Element: Numeric {
    func tripled() -> [Element] { map { $0 * 3 } }
    func countOther(than limit: Element) -> Int { filter { $0 + 0 != limit }.count }
}
extension Collection where Element: BinaryInteger {
    var evenCount: Int { filter { $0 % 2 == 0 }.count }
}
print([1, 2].tripled(), [0.5].tripled(), [1, 2, 3].countOther(than: 2), (1...10).evenCount, [3, 4].evenCount)
