class Rect {
    var width: Double
    var height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    var area: Double { width * height }
    var isSquare: Bool { width == height }
    var size: (Double, Double) {
        get { (width, height) }
        set {
            width = newValue.0
            height = newValue.1
        }
    }
}
let r = Rect(width: 2, height: 3)
print(r.area, r.isSquare)
r.size = (4, 4)
print(r.area, r.isSquare, r.size)
class Temperature {
    var celsius: Double = 0
    var fahrenheit: Double {
        get { celsius * 1.8 + 32 }
        set { celsius = (newValue - 32) / 1.8 }
    }
}
let t = Temperature()
t.fahrenheit = 212
print(t.celsius)
