// Raw values as swiftc reads them: implicit integers after negative ones, Doubles from
// integer literals, escapes in String raw values, Character raw values.
enum Planet: Int { case mercury = 1, venus, earth }
print(Planet.earth.rawValue, Planet(rawValue: 2) as Any, Planet.venus)
enum Letter: String { case a, b = "bee", tab = "\t|" }
print(Letter.a.rawValue, Letter.b.rawValue, Letter.tab.rawValue, Letter(rawValue: "bee")!)
enum Key: Character { case tab = "\t", x = "x" }
print(Key.x.rawValue, Key(rawValue: "x")!)
enum Scale: Double { case half = 0.5, whole = 1, double = 2 }
print(Scale.whole.rawValue, Scale.half.rawValue, Scale(rawValue: 2.0) as Any)
enum Offset: Int { case a = -3, b, c = 10, d }
print(Offset.b.rawValue, Offset.d.rawValue)
