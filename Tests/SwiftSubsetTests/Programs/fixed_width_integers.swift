// Fixed-width integers keep their type through arithmetic, bit operations and shifts, wrap
// with the overflow operators, convert with each initialiser, and print as Swift prints them.
let a: UInt8 = 200
let b = Int8(truncatingIfNeeded: a)
let c = UInt8(clamping: 300)
let d = UInt8(exactly: 256)
let e = Int16(exactly: 3.0)
print(a, b, c, d as Any, e as Any)
print(UInt8.max, Int8.min, UInt64.max, Int64.min, UInt.max, Int32.bitWidth, a.bitWidth)
print(String(a, radix: 2), String(b, radix: 16), String(255, radix: 16, uppercase: true))
print(type(of: a), type(of: a &+ 100), ~a, a >> 3, a << 1, a &<< 9, -b)
print([a, 3], "\(a)")
let ch = Character(UnicodeScalar(a))
print(ch, UInt8(ascii: "A"))
var s: Set<UInt8> = [1, 2]
print(s.contains(1))
print(Int(a) + 1, Double(a))
print(a == 200, a < 201)
let m: UInt64 = 18_446_744_073_709_551_615
print(m, m.trailingZeroBitCount, UInt64(1) << 63, m == 18_446_744_073_709_551_615)

var wrapping = UInt8.max
wrapping = wrapping &+ 1
print(wrapping)
var signed = Int8.min
signed = signed &- 1
print(signed, Int8(-100) &* 3)

let pink: UInt32 = 0xCC6699
print((pink & 0xFF0000) >> 16, (pink & 0x00FF00) >> 8, pink & 0x0000FF)

func sum(_ values: [UInt16]) -> UInt16 {
    var total: UInt16 = 0
    for v in values { total += v }
    return total
}
print(sum([1000, 2000, 3000]))

struct Pixel {
    var red: UInt8
    var alpha: UInt8 = 255
}
var p = Pixel(red: 10)
p.red += 5
print(p.red, p.alpha, p.red / 4, p.red % 4)

typealias Sample = Int16
var peak = Sample.min
peak = max(peak, 300)
print(peak, UInt8("42") as Any, UInt8("300") as Any, Int64(-5) * 3)

typealias Word = UInt64
let allOnes = ~Word()
print(allOnes, Word(5) << 2, UInt8(), type(of: Word(1)))
