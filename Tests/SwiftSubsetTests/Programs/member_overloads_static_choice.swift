// Overloads told apart by one of the program's own types against a type parameter: Swift
// chooses by the argument's static type, so a Circle held as a protocol, as Any or as a type
// parameter takes the generic overload.
protocol Shape {}
struct Circle: Shape {}
final class Box<T> {
    var log: [String] = []
    func put(_ c: Circle) { log.append("circle") }
    func put(_ x: T) { log.append("generic") }
}
let shapes = Box<Shape>()
shapes.put(Circle())
let s: Shape = Circle()
shapes.put(s)
print(shapes.log)

let anything = Box<Any>()
let a: Any = Circle()
anything.put(a)
anything.put(Circle())
anything.put(42)
print(anything.log)

func relay<U>(_ box: Box<U>, _ u: U) { box.put(u) }
let circles = Box<Circle>()
relay(circles, Circle())
circles.put(Circle())
print(circles.log)

// The same choice for a struct's mutating methods, written back to the variable.
struct Tray<T> {
    var log: [String] = []
    mutating func put(_ c: Circle) { log.append("circle") }
    mutating func put(_ x: T) { log.append("generic") }
}
var tray = Tray<Shape>()
tray.put(s)
tray.put(Circle())
print(tray.log)
