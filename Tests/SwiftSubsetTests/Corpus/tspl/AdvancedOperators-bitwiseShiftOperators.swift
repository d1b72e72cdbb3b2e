let shiftBits: UInt8 = 4   // 00000100 in binary
let r0 =
shiftBits << 1             // 00001000
assert(r0 == 8)
let r1 =
shiftBits << 2             // 00010000
assert(r1 == 16)
let r2 =
shiftBits << 5             // 10000000
assert(r2 == 128)
let r3 =
shiftBits << 6             // 00000000
assert(r3 == 0)
let r4 =
shiftBits >> 2             // 00000001
assert(r4 == 1)
let pink: UInt32 = 0xCC6699
let redComponent = (pink & 0xFF0000) >> 16    // redComponent is 0xCC, or 204
let greenComponent = (pink & 0x00FF00) >> 8   // greenComponent is 0x66, or 102
let blueComponent = pink & 0x0000FF           // blueComponent is 0x99, or 153
assert(redComponent == 204)
assert(greenComponent == 102)
assert(blueComponent == 153)
