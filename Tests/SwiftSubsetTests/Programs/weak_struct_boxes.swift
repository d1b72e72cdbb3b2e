// Weak references kept in structs: generic boxes, equality, places passed inout.
class Node: Equatable {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("node", id, "freed") }
    static func == (a: Node, b: Node) -> Bool { a.id == b.id }
}
struct WeakBox<T: AnyObject> {
    weak var value: T?
}
struct Link: Equatable {
    weak var to: Node?
}
var n1: Node? = Node(1)
let n2 = Node(2)
var boxes = [WeakBox(value: n1), WeakBox(value: n2)]
print(boxes.filter { $0.value != nil }.count)
print(Link(to: n1) == Link(to: Node(1)), Link(to: n2) == Link(to: nil))
n1 = nil
print(boxes.filter { $0.value != nil }.count, boxes.compactMap { $0.value?.id })
class Holder { var link = Link() }
let h = Holder()
h.link.to = n2
print(h.link.to?.id ?? 0)
func reset(_ x: inout Node?) { x = nil }
reset(&h.link.to)
print(h.link.to?.id ?? 0)
var l = Link()
func setTo(_ x: inout Node?, _ n: Node) { x = n }
do {
    let tmp = Node(3)
    setTo(&l.to, tmp)
    print(l.to?.id ?? 0)
}
print(l.to?.id ?? 0)
print("end")
