// dump's bullet for an object says whether its own class stores anything, as Swift's mirror
// counts only a class's own stored properties as its children.
class Animal { var name = "Rex" }
class Dog: Animal {}
class Empty {}
class Aged: Animal { var age = 3 }
class Puppy: Aged {}
class Link { var next: Link?; var tag = 1 }
class Base {}
class Derived: Base { var k = 2 }

let shared = Empty()
dump(Empty())
dump(Dog())
dump([shared, shared])
dump(Puppy())
let loop = Link()
loop.next = loop
dump(loop)
dump(Derived())
