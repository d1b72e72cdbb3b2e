import Foundation

// A width or precision written for %@ is ignored: the description is appended whole.
let names = ["ab", "Walter", "Li"]
for name in names {
    print("[" + String(format: "%-6@", name) + "]", "[" + String(format: "%8@", name) + "]")
}
print(String(format: "%.1@ and %3@|%4d", "abc", "xy", 7))
// Widths on the other conversions still pad.
print(String(format: "[%-5d][%5.1f][%05d]", 42, 3.14159, 7))
