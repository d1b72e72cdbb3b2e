func one() -> Double { 1 }
func half() -> Double { 1 / 2 }
func maybe(_ n: Int) -> Int? { n }
func box<T>(_ x: T) -> [T] { [x] }
func text(_ n: Int) -> String { "n=\(n)" }
func pick(_ b: Bool) -> Double { b ? 1 : 2.5 }
func anything() -> Any { 3 }
func list() -> [Double] { [1, 2] }
func letter() -> Character { "a" }
func same() -> some Equatable { 4 }
func ratio(_ a: Int, _ b: Int) -> Double { Double(a) / Double(b) }
func flag(_ n: Int) -> Bool { n > 2 }
struct P {
    var x: Int
    func moved() -> P { P(x: x + 1) }
    static func zero() -> Self { Self(x: 0) }
    func scaled() -> Double { Double(x) * 1.5 }
}
func maybeText(_ s: String?) -> String { s ?? "none" }
print(one(), half(), maybe(2) as Any, box(3), text(4), pick(true), pick(false), anything(), list(), letter(), same(), ratio(1, 4), flag(3))
print(P(x: 1).moved().x, P.zero().x, P(x: 2).scaled(), maybeText(nil))
