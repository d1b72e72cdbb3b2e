// Initialisers (and methods) of one full name told apart by their parameters' types: each
// call runs the one its argument's type takes (the last declared ran for every call, and an
// argument of the other type was a false "cannot convert").
struct Temperature {
    var celsius: Double
    init(value: Int) { celsius = Double(value); print("from Int", value) }
    init(value: String) { celsius = Double(value.count); print("from String", value) }
    func describe(as unit: Int) -> String { "\(celsius) in unit \(unit)" }
    func describe(as unit: String) -> String { "\(celsius) \(unit)" }
}
let a = Temperature(value: 21)
let b = Temperature(value: "warm")
print(a.celsius, b.celsius)
print(a.describe(as: 2), b.describe(as: "C"))

struct Point { var x = 0, y = 0 }
final class Shape {
    let corners: Int
    init(corners: Int) { self.corners = corners }
    init(corners: [Point]) { self.corners = corners.count }
    init(corners: String) { self.corners = Int(corners) ?? 0 }
}
print(Shape(corners: 3).corners, Shape(corners: [Point(), Point(x: 1, y: 1)]).corners)
let named = "7"
print(Shape(corners: [Point]()).corners, Shape(corners: named).corners)

struct Wrapper {
    var text: String
    init(_ n: Int) { self.init("#\(n)") }
    init(_ s: String) { text = s }
}
print(Wrapper(5).text, Wrapper("x").text)
