// Witnesses of requirements an extension implements, written through a type alias (the type's
// or the protocol's), a renamed type parameter or a nested type's short name: Swift takes them
// as the witnesses, and so does the interpreter (the near-miss check reads none of them).
protocol Valued { func value() -> Int; func twice() -> Int }
extension Valued { func value() -> Int { 0 }; func twice() -> Int { value() * 2 } }
struct Aliased: Valued { typealias Number = Int; func value() -> Number { 21 } }
print(Aliased().twice())

protocol Shape { typealias Num = Double; func area() -> Num; func describe() -> String }
extension Shape { func describe() -> String { "area \(area())" }; func area() -> Double { 0 } }
struct Square: Shape { let side: Double; func area() -> Double { side * side } }
print(Square(side: 2).describe())

protocol Transform { func apply<T: Numeric>(_ x: T) -> T; func name() -> String }
extension Transform { func apply<T: Numeric>(_ x: T) -> T { x }; func name() -> String { "t" } }
struct Doubler: Transform { func apply<N: Numeric>(_ x: N) -> N { x + x } }
print(Doubler().apply(4))

protocol Maker { func make() -> Outer.Inner; func made() -> Int }
extension Maker { func make() -> Outer.Inner { Outer.Inner(v: 0) }; func made() -> Int { make().v } }
struct Outer { struct Inner { var v = 1 }; struct Impl: Maker { func make() -> Inner { Inner(v: 7) } } }
print(Outer.Impl().made())
