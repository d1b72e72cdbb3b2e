// A requirement a protocol inherits from another, called through the derived protocol.
protocol IntConvertible { func toInt() -> Int }
protocol Sortable: IntConvertible, Comparable {}
extension Int: Sortable { func toInt() -> Int { self } }
struct Grade: Sortable {
    let points: Int
    func toInt() -> Int { points * 10 }
    static func < (a: Grade, b: Grade) -> Bool { a.points < b.points }
}
func total<T: Sortable>(_ items: [T]) -> Int { items.reduce(0) { $0 + $1.toInt() } }
func anyPositive<T: Sortable>(_ items: [T]) -> Bool { items.filter { $0.toInt() > 0 }.count > 0 }
func largest<T: Sortable>(_ items: [T]) -> Int? { items.max()?.toInt() }
print(total([3, 4]), total([Grade(points: 2), Grade(points: 5)]))
print(anyPositive([-1, 2]), anyPositive([Grade(points: 0)]))
print(largest([7, 9, 8]) as Any, largest([Grade(points: 1), Grade(points: 3)]) as Any)
let values: [any IntConvertible] = [5, Grade(points: 4)]
print(values.map { $0.toInt() })
let one: any Sortable = 12
print(one.toInt())
