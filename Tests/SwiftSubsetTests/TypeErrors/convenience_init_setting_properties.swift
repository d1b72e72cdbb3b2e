// A convenience initialiser must hand over to a designated one before touching properties.
class Rectangle {
    var width: Double
    var height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    convenience init(side: Double) {
        width = side
        height = side
    }
}
print(Rectangle(side: 3).width)
