// A string's utf8/utf16 code units and a Character's asciiValue are UInt8/UInt16: arithmetic on
// them wraps with &+ and converts back through UnicodeScalar, as in a Caesar cipher.
func caesar(_ text: String, by shift: UInt8) -> String {
    String(text.map { c -> Character in
        guard let a = c.asciiValue, c.isLowercase else { return c }
        return Character(UnicodeScalar((a - 97 + shift) % 26 + 97))
    })
}
print(caesar("hello, world", by: 3))
print(caesar(caesar("xyz", by: 3), by: 23))
let bytes = Array("AZ".utf8)
print(bytes, bytes.map { $0 &+ 200 })
let units = Array("é!".utf16)
print(units, units.map { $0 + 1 })
let total = "abc".utf8.reduce(0) { $0 + Int($1) }
print(total)
if let v = Character("q").asciiValue { print(v, v &* 3, Character(UnicodeScalar(v + 1))) }
print(Character("€").asciiValue as Any)
