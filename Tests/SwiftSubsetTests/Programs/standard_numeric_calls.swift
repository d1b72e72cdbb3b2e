// Int(_:radix:), String(_:radix:), truncatingRemainder/remainder and MemoryLayout of standard
// types, compared with swiftc's output.
print(Int("ff", radix: 16) as Any, Int("FF", radix: 16)!, Int("-101", radix: 2)!)
print(Int("z", radix: 36)!, Int("19", radix: 8) as Any, Int("", radix: 10) as Any)
print(Int("+7", radix: 10) ?? -1, Int("9223372036854775808", radix: 10) as Any)
let word = "1011"
if let bits = Int(word, radix: 2) { print("\(word) is \(bits)") }
let piece = "a7 b2".split(separator: " ")[0]
print(Int(piece, radix: 16) ?? 0)
print(UInt8("ff", radix: 16) as Any, UInt8("100", radix: 16) as Any, Int8("-80", radix: 16) as Any)
print(String(255, radix: 2), String(255, radix: 16, uppercase: true))
let padded = String(5, radix: 2)
print(String(repeating: "0", count: 8 - padded.count) + padded)

let angle = 725.5
print(angle.truncatingRemainder(dividingBy: 360))
print((-7.5).truncatingRemainder(dividingBy: 2), (-7.5).remainder(dividingBy: 2))
print(7.5.remainder(dividingBy: 2), 8.5.remainder(dividingBy: 2))
let divisor = 0.75
print(10.0.truncatingRemainder(dividingBy: divisor))
var zero = 0.0
print(angle.truncatingRemainder(dividingBy: zero), angle.remainder(dividingBy: zero))
let seconds = 3725.0
let minutes = Int(seconds / 60) % 60
print(minutes, seconds.truncatingRemainder(dividingBy: 60))

print(MemoryLayout<Int>.size, MemoryLayout<Int8>.size, MemoryLayout<UInt16>.stride, MemoryLayout<Int32>.alignment)
print(MemoryLayout<Double>.size, MemoryLayout<Float>.size, MemoryLayout<Bool>.size)
print(MemoryLayout<String>.size, MemoryLayout<String>.alignment, MemoryLayout<Character>.stride, MemoryLayout<[Int]>.size)

print(String(decoding: [72, 105, 33], as: UTF8.self))
let bytes: [UInt8] = [0xC3, 0xA9, 0x74, 0xC3]
print(String(decoding: bytes, as: UTF8.self), String(decoding: bytes, as: UTF8.self).count)
print(Array("héllo".utf8), "héllo".utf8.count)
