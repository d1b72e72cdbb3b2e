// The element type read from the receiver is a fixed-width integer's too: literals take it,
// and arithmetic traps as that type's does. (A range is left out: the interpreter holds its
// bounds as Int, so a program naming a fixed-width type refuses one there.)
extension Array where Element: Numeric {
    func total() -> Element { reduce(0, +) }
    func tripled() -> [Element] { map { $0 * 3 } }
}
extension Collection where Element: BinaryInteger {
    var evenCount: Int { filter { $0 % 2 == 0 }.count }
}
let bytes: [UInt8] = [1, 2, 250]
print(bytes.total(), [UInt8(1), 2, 3].tripled(), bytes.evenCount)
let small: [Int8] = [-3, 4]
print(small.total(), small.tripled(), small.evenCount)
