let initialBits: UInt8 = 0b00001111
assert(initialBits == 15)
let invertedBits = ~initialBits  // equals 11110000
assert(invertedBits == 240)
let firstSixBits: UInt8 = 0b11111100
let lastSixBits: UInt8  = 0b00111111
let middleFourBits = firstSixBits & lastSixBits  // equals 00111100
assert(middleFourBits == 0b00111100)
let someBits: UInt8 = 0b10110010
let moreBits: UInt8 = 0b01011110
let combinedbits = someBits | moreBits  // equals 11111110
assert(combinedbits == 0b11111110)
let firstBits: UInt8 = 0b00010100
let otherBits: UInt8 = 0b00000101
let outputBits = firstBits ^ otherBits  // equals 00010001
assert(outputBits == 0b00010001)
