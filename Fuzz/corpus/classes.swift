class Animal {
    let name: String
    init(name: String) { self.name = name }
    func speak() -> String { "..." }
    func describe() -> String { "\(name) says \(speak())" }
}
class Dog: Animal {
    var tricks = 0
    override func speak() -> String { "Woof" }
    func learn() { tricks += 1 }
}
class Puppy: Dog {
    override func speak() -> String { super.speak() + "!" }
}
let animals: [Animal] = [Animal(name: "Generic"), Dog(name: "Rex"), Puppy(name: "Bit")]
for a in animals { print(a.describe()) }
let dog = Dog(name: "Fido")
let same = dog
same.learn()
print(dog.tricks, dog === same)
print(animals[1] is Dog, animals[0] is Dog, (animals[2] as? Dog)?.name as Any)
if let p = animals[2] as? Puppy { print("puppy", p.name) }
class Vehicle {
    var wheels: Int
    init(wheels: Int) { self.wheels = wheels }
    convenience init() { self.init(wheels: 4) }
}
class Bike: Vehicle {
    init() { super.init(wheels: 2) }
}
print(Vehicle().wheels, Bike().wheels, Vehicle(wheels: 3).wheels)
class Node {
    var value: Int
    var next: Node?
    init(_ value: Int) { self.value = value }
}
let head = Node(1)
head.next = Node(2)
head.next?.next = Node(3)
var cur: Node? = head
while let n = cur {
    print(n.value, terminator: " ")
    cur = n.next
}
print()
class Shape {
    static var count = 0
    lazy var label: String = "shape \(Shape.count)"
    init() { Shape.count += 1 }
}
let s1 = Shape()
let s2 = Shape()
print(Shape.count, s1.label, s2.label)
print(dog)
