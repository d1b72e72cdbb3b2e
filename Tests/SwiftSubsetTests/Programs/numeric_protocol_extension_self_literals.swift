// A number literal of type `Self` in an extension of a standard numeric protocol takes the
// receiver's type (it was an Int: `type(of:)` printed `Int`, and overflow did not trap).
extension BinaryInteger {
    func zero() -> Self { 0 }
    var isPrime: Bool {
        if self < 2 { return false }
        var i: Self = 2
        while i * i <= self {
            if self % i == 0 { return false }
            i += 1
        }
        return true
    }
    func digitSum() -> Self {
        var n = self, total: Self = 0
        while n > 0 { total += n % 10; n /= 10 }
        return total
    }
    func clamped() -> Self { self > 100 ? 100 : self }
}
extension Numeric {
    func plusOne() -> Self { self + 1 }
    var unit: Self { 1 }
}
print(type(of: UInt8(9).zero()), type(of: 9.zero()), type(of: Int16(3).digitSum()))
print((1...30).filter { $0.isPrime }, UInt8(13).isPrime, UInt8(15).isPrime)
print(UInt16(9876).digitSum(), Int64(123456789).digitSum(), UInt8(200).clamped(), type(of: UInt8(7).clamped()))
print(2.5.plusOne(), type(of: 2.5.unit), Int8(4).plusOne(), type(of: UInt32(4).unit))
extension FixedWidthInteger {
    func pair() -> [Self] { [100, 200] }
    var parity: Self { let p: Self = self & 1 == 0 ? 2 : 3; return p }
}
print(UInt8(3).pair()[1] &+ 100, UInt8(5).parity &* 100, type(of: UInt8(3).pair()))
