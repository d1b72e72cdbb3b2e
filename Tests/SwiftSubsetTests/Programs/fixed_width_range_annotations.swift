// A range written with literal bounds under an annotation of fixed-width bounds takes that
// type (`for x in r` gave Ints: `type(of: x)` printed `Int`, and overflow did not trap).
let bytes: ClosedRange<UInt8> = 250...255
for x in bytes { print(x, type(of: x), x &+ 10) }
let small: Range<Int16> = 1..<4
print(small.map { $0 * 2 }, type(of: small), type(of: UInt8(1)...UInt8(3)))
let step: ClosedRange<Int16> = 2...2
for s in step { print(s * 1000, type(of: s)) }
