struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ x: Element) { items.append(x) }
}
var s = Stack<Double>()
s.push(1)
print(s.items)
print(s)
print([s])
debugPrint(s)
print(Stack(items: [2.5]))
var e = Stack(items: [2.5]); e.items.removeAll(); e.push(1); print(e.items)
class Box<T> { var value: T; init(_ v: T) { value = v } }
let b = Box<Double>(3)
print(b.value, b)
print(Box("x"))
struct Pair<A, B> { var a: A; var b: B }
print(Pair<Int, String>(a: 1, b: "x"))
print(Pair(a: 1.5, b: [1]))
let p: Pair<Double, Int> = Pair(a: 1, b: 2)
print(p)
print("\(s)")
print(String(describing: s))
let oi: Int? = 1
print(Pair(a: oi, b: [2.5]))
debugPrint(Pair(a: "s", b: Character("c")))
class Node<T> {
    var value: T
    var next: Node<T>?
    init(value: T) { self.value = value }
    func set(_ v: T) { value = v }
}
let n = Node<Double>(value: 1)
n.set(2)
print(n.value, n)
let o = Node<Int?>(value: 3)
print(o.value as Any)
o.set(4)
print(o.value as Any)
print([n])
let inferred = Node(value: "x")
print(inferred)
struct Queue<Element> {
    private var items: [Element] = []
    mutating func enqueue(_ e: Element) { items.append(e) }
    func peek() -> Element? { items.first }
}
var q = Queue<Double>()
q.enqueue(7)
print(q.peek() as Any)
print(q)
let w: Queue<Float> = Queue()
print(w)
let annotated: Node<Double> = Node(value: 5)
print(annotated.value)
// The type arguments are carried by the instance, not guessed from what it holds: an emptied
// stack of doubles still takes `1` as `1.0`.
var emptied = Stack(items: [2.5])
emptied.items.removeAll()
emptied.push(1)
print(emptied)
// A generic class made with an explicit argument: its method's parameter of `T` takes it.
class Wrapper<T> {
    let wrapped: T
    init(_ wrapped: T) { self.wrapped = wrapped }
    func replaced(with other: T) -> T { other }
}
let dw = Wrapper<Double>(2)
print(dw.wrapped, dw.replaced(with: 3), dw)
// Types nested in a non-generic type, and fixed-width integers as type arguments.
enum Outer {
    struct Box<T> { var v: T }
    class Cell<T> { let v: T; init(v: T) { self.v = v } }
}
print(Outer.Box(v: 1))
print([Outer.Box(v: "a")])
print(Outer.Cell(v: 2.5))
struct Many<A, B, C> { var a: A; var b: B; var c: C }
let u: UInt8 = 3
print(Many(a: u, b: Int64(4), c: "s" as Character))
