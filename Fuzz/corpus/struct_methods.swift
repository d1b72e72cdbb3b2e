struct Vector {
    var x: Double, y: Double
    var length: Double { (x * x + y * y).squareRoot() }
    func scaled(by k: Double) -> Vector { Vector(x: x * k, y: y * k) }
    mutating func normalize() {
        let l = length
        x /= l
        y /= l
    }
    static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
}
var v = Vector(x: 3, y: 4)
print(v.length, v.scaled(by: 2))
v.normalize()
print(v)
let w = Vector(x: 1, y: 1) + Vector(x: 2, y: 3)
print(w)
