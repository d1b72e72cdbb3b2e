// `.init(…)` passed to a method overloaded by parameter type: the parameter type whose
// initialiser has those labels makes the value, and that overload runs.

struct Point { var x: Int; var y: Int }
struct Size { var width: Int; var height: Int = 1 }
final class Colour {
    let name: String
    init(named name: String) { self.name = name }
}

struct Canvas {
    func draw(_ point: Point) { print("point", point.x, point.y) }
    func draw(_ size: Size) { print("size", size.width, size.height) }
    func draw(_ colour: Colour) { print("colour", colour.name) }
}

let canvas = Canvas()
canvas.draw(.init(x: 1, y: 2))
canvas.draw(.init(width: 3))
canvas.draw(.init(width: 4, height: 5))
canvas.draw(.init(named: "teal"))
