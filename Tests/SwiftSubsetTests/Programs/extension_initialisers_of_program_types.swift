// An initialiser a program adds to a standard type with a standard initialiser's labels
// (init(_:)) taking the program's own type, beside the standard ones.
struct Fraction { let n: Int, d: Int }
extension Double {
    init(_ f: Fraction) { self = Double(f.n) / Double(f.d) }
}
extension String {
    init(_ f: Fraction) { self = "\(f.n)/\(f.d)" }
}
let f = Fraction(n: 7, d: 2)
print(Double(f), String(f), Double(3), String(4), Double("2.5")!)
let parts = [Fraction(n: 1, d: 4), Fraction(n: 3, d: 4)].map { Double($0) }
print(parts)
let mixed: [Any] = [Fraction(n: 1, d: 2), 3]
for m in mixed { if let fr = m as? Fraction { print(Double(fr)) } }
let strs = [Fraction(n: 5, d: 6)].map { String($0) }
print(strs, [1, 2].map { Double($0) }, [1.5].map { String($0) })
