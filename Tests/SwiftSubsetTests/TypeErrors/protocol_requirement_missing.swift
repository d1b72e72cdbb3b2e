protocol Shape {
    func area() -> Double
}
struct Square: Shape {
    var side = 2.0
}
print(Square().side)
