// A protocol with an associated type as a constraint, generic enums with constraints, subscripts of generic types.
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
struct IntStack: Container {
    var items: [Int] = []
    typealias Item = Int
    mutating func append(_ item: Int) { items.append(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Int { items[i] }
}
struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func append(_ item: Element) { items.append(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}
func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool where C1.Item == C2.Item, C1.Item: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count { if a[i] != b[i] { return false } }
    return true
}
var s = Stack<Int>()
s.append(1); s.append(2)
var t = IntStack()
t.append(1); t.append(2)
print(allItemsMatch(s, t))
t.append(3)
print(allItemsMatch(s, t), s[1], t[2])
enum Result2<Success, Failure: Error> {
    case ok(Success), failed(Failure)
}
enum E: Error { case bad }
let rs: [Result2<Int, E>] = [.ok(3), .failed(.bad)]
for r in rs {
    switch r {
    case .ok(let v): print("ok", v)
    case .failed(let e): print("failed", e)
    }
}
class Animal { func speak() -> String { "..." } }
class Dog: Animal { override func speak() -> String { "woof" } }
func chorus<T: Animal>(_ xs: [T]) -> String { xs.map { $0.speak() }.joined(separator: " ") }
print(chorus([Dog(), Dog()]))
struct Wrapper<T: CustomStringConvertible>: CustomStringConvertible {
    let inner: T
    var description: String { "<\(inner)>" }
}
print(Wrapper(inner: 5), [Wrapper(inner: "x")])
let w = Wrapper(inner: Wrapper(inner: 1))
print("\(w)")
func firstIndex<T: Equatable>(of x: T, in xs: [T]) -> Int? {
    for (i, v) in xs.enumerated() where v == x { return i }
    return nil
}
print(firstIndex(of: "c", in: ["a", "b", "c"]) ?? -1, firstIndex(of: 9, in: [1]) as Any)
struct Matrix<T> {
    let rows: Int, cols: Int
    var grid: [T]
    init(rows: Int, cols: Int, fill: T) {
        self.rows = rows; self.cols = cols
        grid = Array(repeating: fill, count: rows * cols)
    }
    subscript(r: Int, c: Int) -> T {
        get { grid[r * cols + c] }
        set { grid[r * cols + c] = newValue }
    }
}
var m = Matrix(rows: 2, cols: 2, fill: "-")
m[0, 1] = "x"
print(m.grid)
