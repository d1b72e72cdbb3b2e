var unsignedOverflow = UInt8.min
unsignedOverflow = unsignedOverflow &- 1
