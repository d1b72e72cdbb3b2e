// A parameter of a protocol that is not class-only may hold a struct: its setter needs a var.
protocol Shape { var side: Int { get set } }
struct Square: Shape { var side = 1 }
func grow(_ shape: Shape) {
    shape.side += 1
}
grow(Square())
