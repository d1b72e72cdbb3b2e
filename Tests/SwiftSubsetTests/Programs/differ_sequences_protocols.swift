// Silent-difference probes (session 9): sequences, strides of Double, errors and try?, protocols.
print(Array(stride(from: 0.0, to: 1.0, by: 0.25)), Array(stride(from: 0.0, through: 1.0, by: 0.1)).count)
print(Array(stride(from: 1.0, through: 0.0, by: -0.3)))
for x in stride(from: 0.1, through: 0.5, by: 0.1) { print(x) }
print(Array(stride(from: 10, to: 0, by: -3)), Array(stride(from: 0, through: 9, by: 3)))
print((1...5).reduce(0, +), (1...5).map { $0 * 2 }.filter { $0 > 4 }, (1..<1).map { $0 })
print((1...4).reduce(1, *), (1...3).reduce("") { $0 + String($1) })
print(zip([1, 2, 3], ["a", "b"]).map { "\($0)\($1)" }, Array(zip(1...2, "xy")))
for (i, c) in "abc".enumerated() { print(i, c) }
print(Array(["x", "y"].enumerated()))
print(["x", "y"].enumerated().map { $0.offset + $0.element.count })


var log: [Int] = []

print(log.count)

print([1, 2, 3].contains(2), [1, 2, 3].allSatisfy { $0 > 0 }, [3, 4].first { $0 > 3 }!)
print([1, 2, 3, 4].compactMap { $0 % 2 == 0 ? $0 : nil }, [[1], [2, 3]].flatMap { $0 }, ["1", "x", "3"].compactMap { Int($0) })
print([1, 2, 2, 3].firstIndex(of: 2)!, [5, 6].indices, Array([5, 6].indices))
print([1, 2, 3].reversed().map { $0 }, (0..<3).reversed().map { $0 })
print(Array((1...3).reversed()), [4, 5, 6].prefix(2), [4, 5, 6].suffix(2), [4, 5, 6].dropFirst())
print([4, 5, 6][1...], Array([4, 5, 6][1...]), [4, 5, 6][..<1])
print((1...3).contains(2), (1..<3).count)
print(Dictionary(grouping: [1, 2, 3, 4, 5, 6], by: { $0 % 2 }).mapValues { $0.count }.sorted { $0.key < $1.key })
print([1, 2, 3].reduce(into: [Int: Int]()) { $0[$1] = $1 * $1 }.count)
print(Array(repeating: "ab", count: 2), [Int](repeating: 1, count: 3))
enum PE: Error { case a, b(Int) }
struct SE: Error { let msg: String }
func f(_ n: Int) throws -> Int { if n < 0 { throw PE.b(n) }; if n == 0 { throw SE(msg: "zero") }; return n * 2 }
print(try? f(1) as Any, try? f(-1) as Any)
let r1 = try? f(3)
print(r1 as Any)
func g(_ n: Int) throws -> Int? { n > 0 ? n : nil }
let nested = try? g(0)
print(nested as Any)
let nested2 = try? g(4)
print(nested2 as Any)
do { _ = try f(-5) } catch PE.b(let v) { print("b", v) } catch { print("other", error) }
do { _ = try f(0) } catch let e as SE { print("SE", e.msg) } catch { print("no") }
do { _ = try f(0) } catch { print(error, type(of: error)) }
do { _ = try f(-2) } catch { print(error); print("\(error)") }
func rethrower(_ body: () throws -> Int) rethrows -> Int { try body() + 1 }
print(rethrower { 5 })
do { print(try rethrower { try f(-1) }) } catch { print("rethrown", error) }
let val = (try? f(2)) ?? -1
print(val)
func chain() throws -> Int { let a = try f(1); let b = try f(a); return try f(b - 4) }
do { print(try chain()) } catch { print("chain", error) }
print(try! f(7))
enum LE: Error, CustomStringConvertible { case x; var description: String { "custom x" } }
do { throw LE.x } catch { print(error, "\(error)") }
print(PE.a, PE.b(2), SE(msg: "m"))
protocol Greeter { func greet() -> String }
extension Greeter { func greet() -> String { "default greet" }; func wave() -> String { "ext wave" } }
struct A: Greeter { func greet() -> String { "A greet" }; func wave2() -> String { "A wave" } }
struct B: Greeter {}
let ga0 = A()
let ga: Greeter = A()
print(ga0.greet(), ga0.wave(), ga0.wave2(), ga.greet(), ga.wave())
print(B().greet(), (B() as Greeter).wave())
let items: [Greeter] = [A(), B()]
print(items.map { $0.wave() }, items.map { $0.greet() })
func generic<T: Greeter>(_ t: T) -> String { t.wave() + "/" + t.greet() }
print(generic(ga0), generic(B()))
class Animal { func speak() -> String { "..." }; class func kind() -> String { "animal" }; static func stat() -> String { "stat" } }
class Dog: Animal { override func speak() -> String { "woof" }; override class func kind() -> String { "dog" } }
let pets: [Animal] = [Animal(), Dog()]
print(pets.map { $0.speak() }, Animal.kind(), Dog.kind(), Dog.stat())
print(pets.map { type(of: $0).kind() })
protocol Named { var name: String { get } }
extension Named { var shout: String { name.uppercased() } }
struct Pn: Named { let name: String }
print(Pn(name: "x").shout)
let anyV: Any = Dog()
print(anyV is Animal, anyV is Dog, anyV as? Dog != nil, anyV is Greeter)
let obj: AnyObject = Dog()
print(obj is Dog, (obj as? Animal)?.speak() as Any)
let d1 = Dog(), d2 = d1, d3 = Dog()
print(d1 === d2, d1 === d3, d1 !== d3)
let gs: [Any] = [A(), B(), 3]
print(gs.filter { $0 is Greeter }.count, gs.compactMap { $0 as? Greeter }.count)
if let g = gs[0] as? Greeter { print(g.greet(), g.wave()) }
protocol Shape { func area() -> Double }
extension Shape { func describe() -> String { "area \(area())" } }
struct Sq: Shape { var s: Double; func area() -> Double { s * s } }
print(Sq(s: 3).describe())
extension Int { func doubled() -> Int { self * 2 }; var isEven: Bool { self % 2 == 0 } }
print(5.doubled(), 4.isEven)
protocol Identifiable2 { static var prefix: String { get } }
struct U: Identifiable2 { static var prefix: String { "U-" } }
print(U.prefix)
struct Stack<Element> { var items: [Element] = []; mutating func push(_ e: Element) { items.append(e) } }
extension Stack where Element: Equatable { func has(_ e: Element) -> Bool { items.contains(e) } }
var st = Stack<Int>(); st.push(1)
print(st.has(1), st.has(2), st.items)
struct V: Equatable, Hashable, Comparable { var a: Int; static func < (l: V, r: V) -> Bool { l.a < r.a } }
print(V(a: 1) == V(a: 1), V(a: 1) < V(a: 2), [V(a: 3), V(a: 1)].sorted(), Set([V(a: 1), V(a: 1)]).count)
struct Desc: CustomStringConvertible { var description: String { "DESC" } }
print(Desc(), [Desc()], "\(Desc())", String(describing: Desc()))
struct DD: CustomDebugStringConvertible { var debugDescription: String { "DEBUG" } }
print(DD(), [DD()]); debugPrint(DD())
class Pc: CustomStringConvertible { var description: String { "PC" } }
class Pcs: Pc {}
print(Pcs(), [Pc()] as [Any])
