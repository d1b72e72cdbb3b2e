// Initialisers a program adds to standard types in extensions, called by their labels,
// beside the standard initialisers.
extension String {
    init(padded v: Int) { self = v < 10 ? "0\(v)" : "\(v)" }
    init(stars n: Int) { self.init(repeating: "*", count: n) }
    init?(nonEmpty s: String) {
        if s.isEmpty { return nil }
        self = s
    }
}
extension Double {
    init(percent: Int) { self = Double(percent) / 100 }
    init(cents: Int) { self.init(Double(cents) / 100) }
}
extension Array {
    init(pair a: Element, _ b: Element) { self = [a, b] }
    init(twice x: Element) { self.init(repeating: x, count: 2) }
}
extension Int {
    init(fromBool b: Bool) { self = b ? 1 : 0 }
}
print(String(padded: 5), String(padded: 12), String(stars: 3))
print(String(nonEmpty: "") as Any, String(nonEmpty: "x") as Any)
print(Double(percent: 25), Double(cents: 250))
print(Array(pair: 1, 2), Array(twice: "a"))
print(Int(fromBool: true) + Int(fromBool: false))
let label = String(padded: 7) + ":" + String(3)
print(label, String(describing: 4), String(repeating: "ab", count: 2))
