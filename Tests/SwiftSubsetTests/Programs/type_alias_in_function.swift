// Type aliases declared inside functions, read by the function's own code and by the
// functions nested in it.
func area() -> Double {
    typealias Side = Double
    func square(_ s: Side) -> Side { s * s }
    let half: Side = 3
    return square(half) + 7 / 2
}
print(area())

func pairs<T>(_ x: T) -> [(T, T)] {
    typealias Pair = (T, T)
    let p: Pair = (x, x)
    return [p, p]
}
print(pairs("a"), pairs(2))

struct Ledger {
    var entries: [Int] = [5, -2, 9]
    func summary() -> String {
        typealias Totals = (credits: Int, debits: Int)
        var t: Totals = (0, 0)
        for e in entries { if e > 0 { t.credits += e } else { t.debits -= e } }
        return "\(t.credits) in, \(t.debits) out"
    }
}
print(Ledger().summary())

// A top-level alias and a protocol's alias of one name: swiftc reads the top-level one.
typealias Measure = Int
protocol Shape { typealias Measure = Double }
struct Square: Shape { func half() -> Measure { 7 / 2 } }
class Base { typealias Unit = Double }
class Derived: Base { func third() -> Unit { 10 / 4 } }
protocol Sized { typealias Size = Double }
class Box: Sized {}
class Crate: Box { func size() -> Size { 5 / 2 } }
let s: Crate.Size = 3
print(Square().half(), Derived().third(), Crate().size(), s / 2)

// Inside `extension String`, Element and Index are String's own, whatever aliases of those
// names the program declares elsewhere.
func counts() { typealias Element = Int; let e: Element = 3; print(e) }
extension String {
    func letters() -> [Element] { Array(self) }
    func position(_ i: Int) -> Index { index(startIndex, offsetBy: i) }
}
counts()
let word = "swift"
print(word.letters(), type(of: word.letters()), word[word.position(1)])
