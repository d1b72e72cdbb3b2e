// dump: leaves, structs, enums, collections, tuples, optionals, classes and their superclasses.
struct Point { var x: Int; var name: String }
enum Light { case red, green }
enum Shape { case circle(Int), rect(w: Int, h: String), tagged(t: Int) }
class Node { var point = Point(x: 1, name: "n"); var list = [1, 2]; var next: Node? = nil }
class Leaf: Node { var weight = 2.5 }
enum Problem: Error { case divisionByZero }
struct Named: CustomStringConvertible { var x = 1; var description: String { "Named!" } }
enum Raw: Int { case one = 1 }
struct Outer { struct Inner { var q: Int? = nil } }
let r = dump(5)
print(r)
dump("hi \"there\"\n")
dump(2.5)
dump(true)
dump(Character("c"))
dump(Light.red)
dump(Shape.circle(3))
dump(Shape.rect(w: 1, h: "q"))
dump(Shape.tagged(t: 4))
dump(Problem.divisionByZero)
dump([1, 2, 3])
dump([Int]())
dump([[1], [2, 3]])
dump((1, "a"))
dump((x: 1, y: 2))
dump(Point(x: 1, name: "n"))
dump([Point(x: 1, name: "a")])
let some: Int? = 4
dump(some)
let none: Int? = nil
dump(none)
dump(["k": 1])
dump(Set([7]))
dump(Node())
dump(Leaf())
let a = Node(), b = Node()
b.next = a
dump([a, b, a])
a.next = a
dump(a)
dump(Named())
dump(Raw.one)
dump(Outer.Inner())
dump(1...3)
dump(0..<2)
dump(Point(x: 1, name: "n"), name: "label")
dump([1, 2], indent: 2)
