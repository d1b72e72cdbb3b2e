// Overloads told apart by optional parameter types: an argument of the wrapped type is
// promoted to the one optional it fits.
func describe(_ x: Int?) -> String { "number \(String(describing: x))" }
func describe(_ x: String?) -> String { "text \(String(describing: x))" }
print(describe(3))
print(describe("a"))
print(describe(nil as Int?))
let n: Int? = 4
print(describe(n))
func scale(_ x: Double?, by k: Int) -> String { "double \(x ?? 0) by \(k)" }
func scale(_ x: Int?, by k: Int) -> String { "int \(x ?? 0) by \(k)" }
print(scale(2.5, by: 2))
print(scale(7, by: 3))
