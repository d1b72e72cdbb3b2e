// Ranges of fixed-width integers: loops, printing, pattern matching, random(in:).
let count: UInt = 3
var seen: [UInt] = []
for i in 0 ..< count {
    seen.append(i * 2)
}
print(seen)
for b in UInt8(250)...UInt8.max {
    print(b, terminator: " ")
}
print()
let small: Int8 = -2
for v in small...2 { print(v, terminator: ",") }
print()
for _ in UInt(5)..<UInt(5) { print("never") }
let r = UInt16(1)..<UInt16(4)
print(r)
print([UInt32(0)...UInt32(7)])
debugPrint(r)
switch UInt(7) {
case 0..<5: print("low")
case 5...9: print("mid")
default: print("high")
}
var drawn: [UInt] = []
for _ in 0..<50 {
    let n = UInt.random(in: 2..<10)
    if n < 2 || n >= 10 { print("out of range", n) }
    drawn.append(n)
}
let closed = Int8.random(in: -3...(-3))
print(closed, type(of: closed))
print(type(of: UInt.random(in: 1..<9)))
let k: UInt = 4
var total: UInt = 0
for x in 1..<k { total += x }
print(total, type(of: total))
