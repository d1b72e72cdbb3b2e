import Foundation

// A conversion without a size modifier reads 32 bits; `l`, `ll`, `q`, `z` read 64.
print(String(format: "%d", 3000000000))
print(String(format: "%ld|%lld|%qd|%zd", 3000000000, 3000000000, 3000000000, 3000000000))
print(String(format: "%x %X %o %u", -1, 3000000000, -1, -1))
print(String(format: "%hd %hhd %hu %hhx", 70000, 300, -1, -1))
print(String(format: "%05d|%-6i|", -42, 7))
print(String(format: "%lx %lu", -1, -1))
print(String(format: "%d %i", Int.max, Int.min))

// Foundation's `contains` finds the empty string nowhere.
print("abc".contains(""))
let empty = ""
print("".contains(empty), "abc".contains("b"), "abc".contains("x"))
