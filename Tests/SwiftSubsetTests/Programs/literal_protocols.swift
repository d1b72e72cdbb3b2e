// Number, string and Boolean literals of program types adopting ExpressibleBy…Literal, in
// annotations, arguments, results, collections, default arguments and assignments.
struct Meters: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Equatable, CustomStringConvertible {
    let v: Double
    init(integerLiteral value: Int) { v = Double(value) }
    init(floatLiteral value: Double) { v = value }
    var description: String { "\(v) m" }
}
let m: Meters = 5
print(m, m.v)
let n: Meters = 2.5
print(n)
func walk(_ d: Meters) -> String { "walked \(d)" }
print(walk(3))
func standard() -> Meters { 10 }
print(standard())
let list: [Meters] = [1, 2.5, -3]
print(list)
print(m == 5, m == Meters(integerLiteral: 5))
struct Name: ExpressibleByStringLiteral { let text: String; init(stringLiteral value: String) { text = value.uppercased() } }
let who: Name = "ann"
print(who.text)
let names: [String: Name] = ["a": "bo"]
print(names["a"]!.text)
struct Flag: ExpressibleByBooleanLiteral { let on: Bool; init(booleanLiteral value: Bool) { on = value } }
let f: Flag = true
print(f.on)
var total: Meters = 0
print(total)
total = 7
print(total)
func greet(_ name: Name = "default") { print(name.text) }
greet()
