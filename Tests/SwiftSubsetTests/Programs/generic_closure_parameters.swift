// A closure passed to a generic function takes its parameter types from the other arguments.
func apply<T>(_ x: T, _ g: (T) -> T) -> T { g(x) }
func combine<T, U>(_ a: T, _ b: U, _ f: (T, U) -> String) -> String { f(a, b) }
func transform<T>(_ xs: [T], _ f: @escaping (T) -> T) -> [T] { xs.map(f) }
let f: Float = 1.1
let count = 3
let tenth = 0.1
print(apply(count) { $0 + 1 }, f)
print(apply(f) { $0 * 3 })
print(apply(tenth) { $0 * 3 })
print(combine(f, count) { "\($0 * 3) \($1 + 1)" })
let floats: [Float] = [1.1, 2.2]
print(transform(floats) { $0 / 3 })
let r = apply(f) { $0 + 0.1 }
print(r * 3, type(of: r))
let word = "a"
print(apply(word) { $0 + "b" })
