// Number literals typed by context as Swift types them (static types, issue 11).
let c = true
let d = 2.5

// Collection literals: an integer literal among Doubles is a Double.
let mixed = [1, 2.5]
print(mixed)
print([1, 2.5])
print([1, 2.5].count, [1, 2.5].map { $0 * 2 })
print([[1, 2], [3.5]])
print([(1, 2.5), (2, 3)])
let prices = ["tea": 1, "cake": 2.5]
print(prices["tea"]!)
let rows = ["a": [1], "b": [2.5]]
print(rows["a"]!)
print([d, 1], [1, d])
let optional: Int? = 1
print([optional, 1])
print([1, nil, 2.5])
print([[1], [], [2.5]])
let fromArray = [1, 2.5][0]
print(fromArray)
print("\([1, 2.5][0])")
print([1, 2.5][0] + 1)

// A ternary's branches share a type, unless it is passed as Any.
let t = c ? 1 : 2.5
print(t)
print(c ? 1 : 2.5, c ? 2.5 : 1)
print(c ? 1 : d)
print("\(c ? 1 : 2.5)")
print(String(describing: c ? 1 : 2.5))
let anyValue: Any = c ? 1 : 2.5
print(anyValue)
let none = !c ? 1 : nil
print(none as Any)
print([c ? 1 : 2.5])
let anys: [Any] = [c ? 1 : 2.5, 1]
print(anys)

// Typed targets, closures, defaults, returns and arithmetic.
let xs: [Double] = [1, 2]
print(xs)
let maybe: Double? = 1
print(maybe as Any)
let f: () -> Double = { 1 }
print(f())
let twice: (Double) -> Double = { x in x * 2 }
print(twice(1))
func scaled(_ x: Double = 3) -> Double { x }
print(scaled())
func one() -> Double { return 1 }
print(one())
print(d * 2, 2 * d, 1 + 2.5)
print(min(1, 2.5), max(3, 2.5))
