// Implicit member expressions whose type comes from the context: a static member a program's
// extension adds to a standard type, and `.init` in a closure whose result a typed binding gives.
extension Double { static let small = 0.5 }
extension Int {
    static var ten: Int { 10 }
    static func times(_ n: Int) -> Int { n * 3 }
}
extension String { static let greeting = "hi" }

func total(_ d: Double) -> Double { d * 2 }
func twice(_ n: Int) -> Int { n * 2 }
print(total(.small), twice(.ten), twice(.times(2)))
let eleven: Int = .ten + 1
let hello: String = .greeting
var amount: Double = .small
amount = .small * 4
print(eleven, hello, amount)

struct Point: CustomStringConvertible {
    var x: Int
    var y: Int
    var description: String { "(\(x), \(y))" }
}
let xs = [1, 2, 3]
let doubled: [Point] = xs.map { .init(x: $0, y: $0 * 2) }
let diagonal: [Point] = xs.map { n in .init(x: n, y: n) }
var list = [Point(x: 0, y: 0)]
list.append(.init(x: 5, y: 6))
print(doubled, diagonal, list)
