// A program's own number initialiser from a Character: no standard one takes a Character, so
// Int(c) and Double(c) are the program's.
extension Int {
    init(_ c: Character) { self = Int(c.asciiValue!) }
}
extension Double {
    init(_ c: Character) { self = Double(c.wholeNumberValue ?? 0) / 2 }
}
let seven: Character = "7"
print(Int(seven), Double(seven))
print("123".map { Int($0) })
print("42".map { Double($0) }.reduce(0, +))
print(Int("12")!, Int(String(seven))!)
