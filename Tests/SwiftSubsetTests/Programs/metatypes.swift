// type(of:) and .self: print shows the bare type name, collections the module-qualified one.
class Animal {
    func speak() -> String { "..." }
}
class Dog: Animal {
    override func speak() -> String { "Woof" }
}
struct Point {
    var x = 0
}
enum Direction { case north, south }

let pet: Animal = Dog()
print(type(of: pet))
print(type(of: Point()))
print(type(of: Direction.north))
print(Dog.self)
print("kind: \(type(of: pet))")
print(String(describing: type(of: pet)))
print([type(of: pet)])
print(type(of: pet) == Dog.self)
print(type(of: pet) == Animal.self)
