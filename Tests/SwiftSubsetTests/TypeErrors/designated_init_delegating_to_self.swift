// In a class, only a convenience initialiser may call another of its initialisers.
class Point {
    var x: Double
    var y: Double
    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    init(both value: Double) {
        self.init(x: value, y: value)
    }
}
print(Point(both: 1).x)
