// `super` in a class property's or class method's body reaches the superclass's class
// members, run for the class the call was made on.
class Shape {
    class var kind: String { "shape" }
    static var created = 0
    class func describe() -> String { "a \(kind)" }
}
class Square: Shape {
    override class var kind: String { "square<\(super.kind)>" }
    override class func describe() -> String { super.describe() + " with " + String(super.created) + " made" }
}
Shape.created = 2
print(Square.kind)
print(Square.describe())
print(Shape.describe())
