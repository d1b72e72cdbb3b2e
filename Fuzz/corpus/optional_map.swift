let s: String? = "42"
let n = s.flatMap { Int($0) }
print(n as Any)
let doubled = n.map { $0 * 2 }
print(doubled as Any)
let none: Int? = nil
print(none.map { $0 + 1 } as Any)
let chain = Int("7").map { $0 * $0 } ?? 0
print(chain)
var opt: [Int]? = [1]
opt?.append(2)
print(opt as Any, opt?.count ?? 0)
opt = nil
opt?.append(3)
print(opt as Any)
if let x = Int("3"), let y = Int("4"), x < y { print("both", x + y) }
if let a = Int("1"), let b = Int("z") { print(a, b) } else { print("one failed") }
