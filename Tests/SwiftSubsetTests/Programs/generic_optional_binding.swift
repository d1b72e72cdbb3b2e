// An optional argument binds a type parameter to its optional type: the other arguments
// of that type parameter are promoted to optionals.
func both<T>(_ a: T, _ b: T) { print(a, b) }
let stock: Int? = 4
let missing: Int? = nil
both(stock, 3)
both(3, stock)
both(missing, 8)
let word: String? = "pear"
both(word, "fig")

func later<T>(_ a: T, _ b: T) -> T { b }
print(later(stock, 5) as Any)
print(later(1, 2))
if let v = later(missing, 6) { print("got", v) }

func collect<T>(_ items: [T]) { print(items) }
collect([stock, 2])
