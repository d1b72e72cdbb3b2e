protocol Shape {
    var name: String { get }
    func area() -> Double
}
extension Shape {
    func describe() -> String { "\(name) with area \(area())" }
}
struct Circle: Shape {
    let r: Double
    var name: String { "circle" }
    func area() -> Double { 3.0 * r * r }
}
struct Square: Shape {
    let side: Double
    var name: String { "square" }
    func area() -> Double { side * side }
}
let shapes: [Shape] = [Circle(r: 1), Square(side: 2), Circle(r: 2)]
for s in shapes { print(s.describe()) }
let total = shapes.map { $0.area() }.reduce(0, +)
print(total)
let largest = shapes.max { $0.area() < $1.area() }!
print(largest.name, largest.area())
print(shapes.filter { $0 is Circle }.count)
