// Type parameters bound by the call's arguments: an integer literal bound with a Double
// is a Double (static types, issue 11).
func pair<T>(_ a: T, _ b: T) -> [T] { [a, b] }
print(pair(1, 2.5))
print(pair(2.5, 1))
print(pair(1, 2))
let d = 2.5
print(pair(d, 1), pair(1, d))

struct Point<T> { var x, y: T }
let p = Point(x: 1, y: 2.5)
print(p.x, p.y)

struct Pair<T> {
    let a: T
    let b: T
    init(_ a: T, _ b: T) { self.a = a; self.b = b }
}
let q = Pair(1, 2.5)
print(q.a, q.b)

func tally<T>(_ xs: T...) -> [T] { xs }
print(tally(1, 2, 3.5))
func firstOf<T>(_ xs: [T]) -> [T] { Array(xs.prefix(1)) }
print(firstOf([1, 2.5]))
func joined<T>(_ a: [T], _ b: [T]) -> [T] { a + b }
let ds = [2.5]
print(joined(ds, [1]))

// Passed as Any, an unconstrained T that is the result is Any: each literal keeps its type.
func first<T>(_ xs: [T]) -> T { xs[0] }
func third<T>(_ a: T, _ b: T, _ c: T) -> T { c }
print(first([1, 2.5]))
print(third(1, 2.5, 3))
let third2 = third(1, 2.5, 3)
print(third2)
func id<T>(_ x: T) -> T { x }
print(id(1) + 0.5)
func show<T>(_ x: T) { print(x) }
show([1, 2.5][0])
show(true ? 1 : 2.5)

// A method's parameter of the type's own T takes the type the instance binds.
struct Box<T> {
    var v: T
    init(_ v: T) { self.v = v }
    func with(_ w: T) -> [T] { [v, w] }
}
print(Box(2.5).with(1))
let box = Box(2.5)
print(box.with(3))
print(Box(1).with(2))
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
}
var doubles = Stack(items: [1.5])
doubles.push(2)
print(doubles.items)
var ints = Stack(items: [1])
ints.push(2)
print(ints.items)
class Node<T> {
    var value: T
    var children: [Node<T>] = []
    init(_ value: T) { self.value = value }
    func add(_ v: T) { children.append(Node(v)) }
}
let node = Node(0.5)
node.add(1)
print(node.children[0].value)

// Generic methods, static methods and local functions bind their own T from the call.
struct Util {
    func pair<U>(_ a: U, _ b: U) -> [U] { [a, b] }
    static func both<U>(_ a: U, _ b: U) -> [U] { [a, b] }
    func firstOf<U>(_ xs: [U]) -> U { xs[0] }
    static func second<U>(_ a: U, _ b: U) -> U { b }
}
print(Util().pair(1, 2.5))
print(Util.both(1, 2.5))
print(Util().firstOf([1, 2.5]))
print(Util.second(2.5, 1))
let second = Util.second(2.5, 1)
print(second)
func outer() {
    func local<U>(_ a: U, _ b: U) -> [U] { [a, b] }
    print(local(1, 2.5))
}
outer()
