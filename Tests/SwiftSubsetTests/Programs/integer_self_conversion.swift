extension BinaryInteger {
    func halfOf(_ d: Double) -> Self {
        return Self(d / 2)
    }
    var plusThree: Self {
        let three = Self(3)
        return self + three
    }
    func divisors() -> [Self] {
        var out: [Self] = []
        var d = Self(1)
        while d * d <= self {
            if self % d == 0 { out.append(d); if d * d != self { out.append(self / d) } }
            d += 1
        }
        return out.sorted()
    }
}
extension FixedWidthInteger {
    func clampedDouble(_ x: Double) -> Self { Self(x.rounded()) }
}
print(10.halfOf(9.0))
print(4.plusThree)
print(UInt8(250).plusThree)
print(28.divisors())
print(UInt16(36).divisors())
print(Int8(3).clampedDouble(41.6))
let big: UInt8 = 200
print(type(of: big.plusThree), big.halfOf(7.9))
