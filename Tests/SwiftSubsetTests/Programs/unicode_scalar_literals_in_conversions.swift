// `UnicodeScalar(66)` given to Character(_:) or String(_:) takes its literal as a UInt8 (the
// scalar always exists); alone, the literal is an Int and the scalar optional.
print(Character(UnicodeScalar(66)))
print(Character(UnicodeScalar(UInt8(67))))
print(String(UnicodeScalar(68)))
print(String(Character(UnicodeScalar(69))))
var letters: [Character] = []
for _ in 0..<2 { letters.append(Character(UnicodeScalar(65 + 5))) }
print(letters)
let s: UnicodeScalar = UnicodeScalar(71)
print(s)
print(UnicodeScalar(72) as Any)
let k = 3
print(Character(UnicodeScalar(65 + k)!))
if let u = UnicodeScalar(74) { print("scalar", u) }
