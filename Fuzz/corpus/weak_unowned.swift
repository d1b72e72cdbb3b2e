class Parent {
    let name: String
    var children: [Child] = []
    init(name: String) { self.name = name }
    deinit { print("Parent \(name) deinit") }
}
class Child {
    let name: String
    weak var parent: Parent?
    init(name: String) { self.name = name }
    deinit { print("Child \(name) deinit") }
}
do {
    let p = Parent(name: "P")
    let c = Child(name: "C")
    p.children.append(c)
    c.parent = p
    print(c.parent?.name ?? "none")
}
print("after do")
class Customer {
    let name: String
    var card: Card?
    init(name: String) { self.name = name }
    deinit { print("\(name) deinit") }
}
class Card {
    unowned let owner: Customer
    init(owner: Customer) { self.owner = owner }
    deinit { print("card deinit") }
}
var john: Customer? = Customer(name: "John")
john!.card = Card(owner: john!)
print(john!.card!.owner.name)
john = nil
print("end")
