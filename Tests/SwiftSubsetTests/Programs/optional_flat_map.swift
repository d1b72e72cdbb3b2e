// Optional.flatMap gives an optional whether its closure returns one or not; map wraps once.
let n: Int? = 4
let x = n.flatMap { String($0) }
print(x as Any)
print(n.flatMap { Int("\($0)0") } as Any)
let none: Int? = nil
print(none.flatMap { String($0) } as Any)
let s: String? = "12"
print(s.flatMap(Int.init) as Any)
if let y = n.flatMap({ $0 > 3 ? "big" : nil }) { print(y) }
print(n.map { $0 * 2 } as Any)
