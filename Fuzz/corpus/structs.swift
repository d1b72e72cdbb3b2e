struct Point {
    var x: Int
    var y: Int
    var magnitude: Int { x * x + y * y }
    mutating func move(by dx: Int) { x += dx }
    func moved(by dx: Int) -> Point { Point(x: x + dx, y: y) }
    static let origin = Point(x: 0, y: 0)
}
var p = Point(x: 1, y: 2)
var q = p
q.x = 10
p.move(by: 5)
print(p, q, p.magnitude, Point.origin)
print(p.moved(by: 1))
struct Counter {
    private(set) var count = 0
    mutating func increment() { count += 1 }
}
var c = Counter()
c.increment()
c.increment()
print(c.count, c)
struct Size {
    var width: Double
    var height: Double
    init(square side: Double) {
        width = side
        height = side
    }
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
print(Size(square: 2), Size(width: 1, height: 3))
struct Temperature {
    var celsius: Double = 0 {
        didSet { print("changed from \(oldValue) to \(celsius)") }
    }
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}
var t = Temperature()
t.celsius = 100
print(t.fahrenheit)
t.fahrenheit = 32
print(t.celsius)
var points = [Point(x: 1, y: 1), Point(x: 2, y: 2)]
points[0].x = 9
print(points)
struct Item: CustomStringConvertible {
    let name: String
    var description: String { "Item(\(name))" }
}
print(Item(name: "pen"), [Item(name: "a")])
