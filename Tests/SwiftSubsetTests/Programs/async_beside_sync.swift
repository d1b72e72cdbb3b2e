// A synchronous method beside a superclass's `async` method of the same name is a separate
// overload, not an override: no `override` keyword (swiftc accepts it).
protocol Scorer { func score() async -> Int }
class Base: Scorer {
    func score() async -> Int { 12 }
    func name() -> String { "base" }
}
class Derived: Base {
    func score() -> Int { 120 }
    override func name() -> String { "derived" }
}
let d = Derived()
print(d.score(), d.name())
let b: Base = d
print(b.name())
