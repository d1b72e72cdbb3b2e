// type(of:) on functions and closures whose types are known (static types, issue 11).
func add(_ a: Int, _ b: Int) -> Int { a + b }
print(type(of: add))
func hello() { }
print(type(of: hello))
let f: () -> Void = { }
print(type(of: f))
let g = { (x: Int) -> String in "\(x)" }
print(type(of: g))
print(String(describing: type(of: add)))
print("\(type(of: add))")
func curry(_ a: Int) -> (Int) -> Int { { $0 + a } }
print(type(of: curry))
print(type(of: curry(1)))
func thrower() throws -> Int { 1 }
print(type(of: thrower))
var h: ((Double) -> Double)? = nil
print(type(of: h))
let handlers: [(Int) -> Int] = []
print(type(of: handlers))
func bump(_ x: inout Int) {}
print(type(of: bump))
let swap: (Int, String) -> (Int, String) = { ($0, $1) }
print(type(of: swap))
func named(label x: Int) -> Bool { true }
print(type(of: named))
let alias = add
print(type(of: alias))
func wrap(_ x: Int?) -> [String] { [] }
print(type(of: wrap))
func later(_ f: @escaping () -> Void) {}
print(type(of: later))
func total(_ xs: Int...) -> Int { 0 }
print(type(of: total))
func outer() {
    func inner(_ s: String) -> Character? { s.first }
    print(type(of: inner))
}
outer()
