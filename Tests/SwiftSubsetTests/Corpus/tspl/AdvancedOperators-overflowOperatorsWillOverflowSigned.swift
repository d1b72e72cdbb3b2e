var signedOverflow = Int8.min
signedOverflow = signedOverflow &- 1
