// Top-level functions are global: called before their declaration, from a class, as values; one
// declared after a top-level `guard let` reads its name; local functions in top-level blocks.
var counter = 0
func bump() { counter += 1 }
bump(); bump()
print(counter)
print(fact(5))
func fact(_ n: Int) -> Int { n <= 1 ? 1 : n * fact(n - 1) }
let f = fact
print(f(4))
class Logger {
    func log() { say("from class") }
}
func say(_ s: String) { print("say:", s) }
Logger().log()
guard let base = Int("10") else { fatalError() }
func scaled(_ x: Int) -> Int { x * base }
print([1, 2, 3].map(scaled))
func outer() -> Int {
    func inner() -> Int { 7 }
    return inner() + base
}
print(outer())
do {
    func local(_ x: Int) -> Int { x + 1 }
    print(local(1))
    func loc2<T>(_ x: T) -> (T, T) { (x, x) }
    print(loc2("a"))
}
func throwing() throws -> Int { throw E.bad }
enum E: Error { case bad }
do { _ = try throwing() } catch { print("caught", error) }
