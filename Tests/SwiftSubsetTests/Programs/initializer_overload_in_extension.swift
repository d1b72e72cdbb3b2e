// A struct's initialiser in an extension beside one of the same labels in its body is an
// overload told apart by the parameter's type (it was refused as a convenience one).
struct Length {
    var metres: Double
    init(metres: Int) { self.metres = Double(metres) }
}
extension Length {
    init(metres: String) { self.metres = Double(metres.count) }
}
print(Length(metres: 3).metres, Length(metres: "abcd").metres)
