// Wrapped properties inherited by a subclass, in an Equatable struct, and mutated in an array.
@propertyWrapper
struct Doubled: Equatable {
    private var v: Int
    var wrappedValue: Int { get { v } set { v = newValue * 2 } }
    init(wrappedValue: Int) { v = wrappedValue * 2 }
}
class Base {
    var name = "base"
    @Doubled var score = 1
}
class Child: Base {
    @Doubled var bonus = 5
    func total() -> Int { score + bonus }
}
let c = Child()
c.score = 10
print(c.score, c.bonus, c.total(), c.name)
struct Point: Equatable {
    @Doubled var x = 1
}
print(Point() == Point(), Point(x: 2) == Point())
var pts = [Point(), Point(x: 3)]
pts[1].x += 1
print(pts.map { $0.x })
