// A subclass's own property must be set before the superclass's initialiser is called.
class Shape {
    var sides: Int
    init(sides: Int) { self.sides = sides }
}
class Square: Shape {
    var length: Double
    init(length: Double) {
        super.init(sides: 4)
        self.length = length
    }
}
print(Square(length: 2).length)
