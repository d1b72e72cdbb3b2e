// A literal argument does not decide a generic closure's type: the closure may (T is Double).
func apply<T>(_ x: T, _ g: (T) -> T) -> T { g(x) }
print(apply(1) { $0 / 2.0 })
let n = 4
print(apply(n) { $0 / 3 }, apply("a") { $0 + "b" })
