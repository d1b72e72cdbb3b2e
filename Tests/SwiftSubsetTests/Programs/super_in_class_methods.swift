// `super` in a `class func` override calls the superclass's class method, with the class
// it was called on as `self`.
class Shape {
    class func kind() -> String { "shape" }
    class func describe() -> String { "a \(kind())" }
}
class Square: Shape {
    override class func kind() -> String { "square, a " + super.kind() }
    override class func describe() -> String { super.describe() + "!" }
}
print(Shape.describe())
print(Square.kind())
print(Square.describe())

// A class method of the same name as an instance method: in a class method, super's is the
// class method.
class Base {
    func name() -> String { "instance" }
    class func name() -> String { "Base" }
}
class Derived: Base {
    override class func name() -> String { "Derived<" + super.name() + ">" }
}
print(Derived.name(), Derived().name())
