// A static member runs with the type it was called on: `self`, `Self`, the static members it
// calls, and `self.init` follow a subclass or a conforming type.
protocol Identified {}
extension Identified {
    static var identifier: String { String(describing: self) }
    static var typeName: String { "\(Self.self)" }
}
final class ProfileCell: Identified {}
struct ListRow: Identified {}
print(ProfileCell.identifier, ListRow.identifier, ProfileCell.typeName, ListRow.typeName)

class Animal {
    required init() {}
    class var sound: String { "..." }
    class func name() -> String { "animal" }
    class func introduce() -> String { "I am a " + name() + " and I say " + sound }
    class func describe() -> String { "\(self)" }
    class func make() -> Animal { self.init() }
    func speak() -> String { Self.sound }
    func twin() -> Animal { Self.init() }
    func kind() -> String { "\(Self.self)" }
}
class Dog: Animal {
    override class var sound: String { "woof" }
    override class func name() -> String { "dog" }
}
print(Animal.introduce())
print(Dog.introduce())
print(Dog.describe(), type(of: Dog.make()), type(of: Animal.make()))
let pet: Animal = Dog()
print(pet.speak(), type(of: pet.twin()), pet.kind())
let kinds: [Animal.Type] = [Animal.self, Dog.self]
for k in kinds { print(k.sound, k.name()) }

struct Point {
    var x: Int
    static func origin() -> Point { self.init(x: 0) }
    static func unit() -> Self { Self(x: 1) }
}
print(Point.origin(), Point.unit())
