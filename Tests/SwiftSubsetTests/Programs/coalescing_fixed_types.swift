// A literal beside ?? takes the left side's fixed type; contains(where:) hands its closure the element.
let p: [Double] = []
print(p.first(where: { $0 > 1 }) ?? 0, p.max() ?? 0, p.min() ?? 0, p.last(where: { $0 > 1 }) ?? 0)
print(p.sorted().first ?? 0, Double("x") ?? 0, p.randomElement() ?? 0)
let o: Int? = nil
print(o.map { $0 * 2 } ?? 3)
print([1.0, 2.0].dropFirst(2).reduce(0, +))
print([4.0].contains(where: { $0 == 9 / 2 }), Set([4.0]).contains { $0 == 9 / 2 })
print([4.0].contains(4))
let s: Set<Int> = [1, 2]
print(s.contains(2), [1, 2].contains(where: { $0 > 1 }))
func g<T>(_ x: T) -> T? { x }
print(g(2.5) ?? 0)
let b: Float? = 1
print((b ?? 0) / 3)
let c = b ?? 0
print(c / 3, type(of: c))
