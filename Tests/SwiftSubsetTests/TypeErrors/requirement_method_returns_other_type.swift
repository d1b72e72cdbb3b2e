// The protocol's area is a Double; the square's returns an Int.
protocol Shape {
    func area() -> Double
}
struct Square: Shape {
    var side: Int
    func area() -> Int { side * side }
}
print(Square(side: 3).area())
