// The C library's math functions come with Foundation (or Glibc): without an import, swiftc
// does not find them.
let side = 2.0
let diagonal = sqrt(side * side * 2)
print(diagonal)
