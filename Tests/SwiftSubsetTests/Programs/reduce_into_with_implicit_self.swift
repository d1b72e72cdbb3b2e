// reduce(into:) called on an implied self inside extensions: its accumulator is inout.
extension Array where Element == Int {
    func total() -> Int { reduce(into: 0) { $0 += $1 } }
    func histogram() -> [Int: Int] { reduce(into: [:]) { counts, n in counts[n, default: 0] += 1 } }
}
extension Sequence where Element == String {
    func joinedLengths() -> Int { reduce(into: 0) { sum, s in sum += s.count } }
}
print([1, 2, 3].total(), [3, 1, 3].histogram().sorted { $0.key < $1.key }, ["ab", "c"].joinedLengths())
