protocol Shape {
    func area() -> Double
}

struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
}

struct Canvas: Equatable {
    var shapes: [Shape]
}

let canvas = Canvas(shapes: [Square(side: 2)])
print(canvas == canvas)
