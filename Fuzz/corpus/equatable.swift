struct Point: Equatable, Hashable {
    var x: Int
    var y: Int
}
let a = Point(x: 1, y: 2)
let b = Point(x: 1, y: 2)
let c = Point(x: 2, y: 1)
print(a == b, a == c, a != c)
var visited: Set<Point> = [a]
visited.insert(b)
visited.insert(c)
print(visited.count)
let names: [Point: String] = [a: "A", c: "C"]
print(names[b]!, names[Point(x: 9, y: 9)] ?? "none")
enum Color: Equatable { case red, custom(Int) }
print(Color.red == .red, Color.custom(1) == .custom(1), Color.custom(1) == .custom(2))
print([a, c].contains(b), [a, c].firstIndex(of: c)!)
