// `Self` in a protocol's extension is the receiver's type: `type(of:)` of such a result
// names it from the value (it printed `Self` and `Array<Self>`).
extension BinaryInteger {
    func digits() -> [Self] {
        var n = self, out: [Self] = []
        while n > 0 { out.insert(n % 10, at: 0); n /= 10 }
        return out
    }
    var halved: Self { self / 2 }
}
extension Numeric { func squared() -> Self { self * self } }
protocol Shape { func copy() -> Self }
struct Square: Shape { var side = 1; func copy() -> Self { self } }
extension Shape {
    func twice() -> [Self] { [self, copy()] }
    func maybe(_ keep: Bool) -> Self? { keep ? self : nil }
}
print(type(of: UInt16(77).digits()), type(of: 1234.digits()), type(of: Int8(9).halved))
let d = UInt8(200).digits()
print(d, type(of: d[0]))
print(type(of: 3.squared()), type(of: 2.5.squared()), type(of: UInt64(3).squared()))
print(type(of: Square().copy()), type(of: Square().twice()), type(of: Square().maybe(true)))
