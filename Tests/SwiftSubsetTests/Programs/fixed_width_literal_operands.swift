// Integer literals in an operand beside a fixed-width integer take its type, through
// parentheses and shifts (`flags & (1 << 5)` is all UInt8); compared with swiftc's output.
let flags: UInt8 = 0b1010_0001
print(flags & (1 << 5), flags & (1 << 7) != 0, flags & (1 << 1) == 0)
print(flags | (1 << 2), flags ^ (0b11 << 4), flags & ~(1 << 7))
var settings: UInt8 = 0
settings |= 1 << 3
settings |= (1 << 0)
print(settings, type(of: settings & (1 << 3)))
let mask: UInt16 = 0xFF00
print(mask & (0xF << 8), mask >> 4, (mask | (1 + 2)) & 0x0F0F)
let bit = 6
print(flags & (1 << bit) != 0, flags >> (bit - 1))
for i in 0..<8 where flags & (1 << i) != 0 { print("bit", i) }
let small: Int8 = -3
print(small & (1 << 2), small * (2 + 1), small - (4 - 1))
