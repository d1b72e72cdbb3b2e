// A global `==` for one type is that type's Equatable operator everywhere (generic code and
// the standard library too); another Equatable type keeps its synthesized `==`.
struct Celsius: Equatable { var degrees: Double }
struct Reading: Equatable { var degrees: Double }
func == (l: Celsius, r: Celsius) -> Bool {
    print("  whole-degree ==")
    return Int(l.degrees) == Int(r.degrees)
}
func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
print(Reading(degrees: 20.2) == Reading(degrees: 20.4))
print(Reading(degrees: 20.2) != Reading(degrees: 20.2))
print(Celsius(degrees: 20.2) == Celsius(degrees: 20.4))
print(same(Reading(degrees: 1.1), Reading(degrees: 1.2)))
print(same(Celsius(degrees: 1.1), Celsius(degrees: 1.2)))
print([Reading(degrees: 5)].contains(Reading(degrees: 5.3)))
print([Celsius(degrees: 5)].contains(Celsius(degrees: 5.3)))
enum Signal: Equatable { case level(Int), off }
print(Signal.level(1) == Signal.level(2), Signal.off == .off)
struct Rank: Comparable { var n: Int; static func < (a: Rank, b: Rank) -> Bool { a.n < b.n } }
func < (a: Reading, b: Reading) -> Bool { print("  reading <"); return a.degrees < b.degrees }
print(Rank(n: 1) < Rank(n: 2), Rank(n: 3) == Rank(n: 3), Rank(n: 2) > Rank(n: 1))
print(Reading(degrees: 1) < Reading(degrees: 2))
