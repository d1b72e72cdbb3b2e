// A protocol's own type alias is a name inside every type adopting it (and adopting a
// protocol that refines it), in parameter and result types.
protocol Shape {
    typealias Measure = Double
    func area() -> Measure
}

protocol Solid: Shape {
    func volume(depth: Measure) -> Measure
}

struct Square: Shape {
    var side: Measure
    func area() -> Measure { side * side }
}

struct Slab: Solid {
    var side: Double
    func area() -> Measure { side * side }
    func volume(depth: Measure) -> Measure { area() * depth }
}

print(Square(side: 3).area())
print(Slab(side: 2).volume(depth: 1.5))
let m: Shape.Measure = 4
print(m / 8)

// A type's own alias read through the type's name.
struct Units {
    typealias Metres = Double
}
let height: Units.Metres = 3
print(height / 2, type(of: height))
