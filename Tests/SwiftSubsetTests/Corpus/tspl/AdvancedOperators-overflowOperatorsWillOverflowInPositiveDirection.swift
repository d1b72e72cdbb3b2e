var unsignedOverflow = UInt8.max
unsignedOverflow = unsignedOverflow &+ 1
