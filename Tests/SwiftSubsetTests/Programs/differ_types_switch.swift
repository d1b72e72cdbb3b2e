// Silent-difference probes (session 9): observers, lazy properties, initialiser chains, enums, switch.
struct Point { var x = 0; var y = 0 }
class Shape {
    var origin = Point() { willSet { print("will origin", newValue) } didSet { print("did origin", oldValue, origin) } }
    var tags: [String] = [] { didSet { print("tags", oldValue, "->", tags) } }
    var name = "s" { didSet { print("name did", oldValue) } }
    init() { name = "init-set" }
}
let s = Shape()
s.origin.x = 5
s.origin = Point(x: 1, y: 1)
s.tags.append("a")
s.tags[0] = "b"
s.tags += ["c"]
s.name = "new"
s.name += "!"
struct Model {
    var count = 0 { didSet { print("count", oldValue, count) } }
    var items: [Int] = [] { willSet { print("items will", newValue.count) } }
    mutating func bump() { count += 1 }
}
var m = Model()
m.bump()
m.count = 10
m.items.append(1)
m.items.removeAll()
var models = [Model()]
models[0].count = 3
var top = 1 { didSet { print("top", oldValue, top) } }
top = 2
top += 1
class Sub: Shape {
    override var name: String { didSet { print("sub name did", oldValue, name) } }
}
let sub = Sub()
sub.name = "x"
struct Temp { var c: Double = 0 { didSet { if c > 100 { c = 100 } } } }
var t = Temp()
t.c = 500
print(t.c)
class L {
    lazy var value: Int = { print("computing"); return 42 }()
    lazy var name = "n" + String(value)
    init() { print("L init") }
}
let l = L()
print("before")
print(l.value, l.value)
print(l.name)
class Base {
    var a: Int
    init(a: Int) { self.a = a; print("Base init", a) }
    convenience init() { print("Base convenience"); self.init(a: 0) }
}
class Derived: Base {
    var b: Int
    init(a: Int, b: Int) { self.b = b; print("Derived init before super"); super.init(a: a); print("Derived after super", self.a) }
    override init(a: Int) { self.b = -1; super.init(a: a); print("Derived override init") }
}
let d1 = Derived(a: 1, b: 2)
let d2 = Derived()
print(d2.a, d2.b)
struct Temperature {
    var celsius: Double
    init(fahrenheit: Double) { celsius = (fahrenheit - 32) / 1.8 }
    init(_ c: Double) { self.celsius = c }
    init?(string: String) { guard let v = Double(string) else { return nil }; self.init(v) }
}
print(Temperature(fahrenheit: 212).celsius, Temperature(string: "x") as Any, Temperature(string: "5")!.celsius)
class Vehicle { var wheels: Int { 0 }; func describe() -> String { "\(type(of: self)) with \(wheels) wheels" } }
class Bike: Vehicle { override var wheels: Int { 2 } }
class Tandem: Bike { override func describe() -> String { "tandem: " + super.describe() } }
print(Vehicle().describe(), Bike().describe(), Tandem().describe())
class Req { required init() { print("Req") } }
class ReqSub: Req { required init() { print("ReqSub"); super.init() } }
let rq: Req = ReqSub()
print(type(of: rq))
class Auto { var x = 10; var y: String = "y" }
class AutoSub: Auto { var z = 3 }
let au = AutoSub()
print(au.x, au.y, au.z)
enum Dir2: Int { case north, east = 5, south, west }
print(Dir2.north.rawValue, Dir2.east.rawValue, Dir2.south.rawValue, Dir2.west.rawValue)
print(Dir2(rawValue: 6) as Any, Dir2(rawValue: 7) as Any, Dir2(rawValue: 2) as Any)
enum Planet: String { case mercury, venus = "Venus!", earth }
print(Planet.mercury.rawValue, Planet.venus.rawValue, Planet.earth)
print(Planet(rawValue: "earth")!, Planet(rawValue: "venus") as Any)
print(Dir2.east, [Dir2.north], "\(Dir2.west)")
enum Ch: Character { case a = "a", b = "b" }
print(Ch.a.rawValue, Ch(rawValue: "b")!)
enum Neg: Int { case m = -2, n, o }
print(Neg.n.rawValue, Neg.o.rawValue)
enum Suit: CaseIterable { case hearts, spades }
print(Suit.allCases, Suit.allCases.count)
enum Expr { case num(Int); indirect case add(Expr, Expr); indirect case mul(Expr, Expr) }
func eval(_ e: Expr) -> Int {
    switch e { case .num(let n): return n; case let .add(a, b): return eval(a) + eval(b); case .mul(let a, let b): return eval(a) * eval(b) }
}
let ex = Expr.add(.num(2), .mul(.num(3), .num(4)))
print(eval(ex))
print(ex)
enum Opt2 { case some(Int), none }
print(Opt2.some(1), Opt2.none)
enum St: Equatable { case a(Int), b }
print(St.a(1) == St.a(1), St.a(1) == .b, St.a(2) != St.a(1))
enum Dbl: Double { case half = 0.5, one = 1 }
print(Dbl.half.rawValue, Dbl.one.rawValue, Dbl(rawValue: 1.0)!)
enum WithMethod {
    case on, off
    mutating func toggle() { self = self == .on ? .off : .on }
    var label: String { switch self { case .on: return "ON"; case .off: return "OFF" } }
}
var wm = WithMethod.on
wm.toggle()
print(wm, wm.label)
enum Assoc { case pt(x: Int, y: Int) }
let pt = Assoc.pt(x: 1, y: 2)
if case let .pt(x, y) = pt { print(x, y) }
if case .pt(x: 1, let yy) = pt { print("yy", yy) }
enum Hashy: Hashable { case a, b(Int) }
let hs: Set<Hashy> = [.a]
print(hs.contains(Hashy.a), hs.contains(Hashy.b(1)))
func classify(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (_, 0): return "x-axis"
    case (0, let y): return "y-axis \(y)"
    case (-2...2, -2...2): return "near"
    case let (x, y) where x == y: return "diag"
    case let (x, y) where x == -y: return "anti"
    default: return "far"
    }
}
for p in [(0, 0), (3, 0), (0, 4), (1, -1), (5, 5), (5, -5), (7, 8)] { print(classify(p)) }
func grade(_ n: Int) -> String {
    switch n {
    case ..<0: return "neg"
    case 0: return "zero"
    case 1..<10: return "small"
    case 10...99: return "medium"
    case 100...: return "big"
    default: return "?"
    }
}
print([-5, 0, 5, 10, 99, 100, 1000].map(grade))
func fall(_ n: Int) {
    switch n {
    case 1: print("one"); fallthrough
    case 2: print("two"); fallthrough
    case 3: print("three")
    case 4: print("four"); fallthrough
    default: print("default")
    }
}
fall(1); fall(3); fall(4); fall(9)
let opt5: Int? = 5
switch opt5 { case .some(let v) where v > 3: print("big", v); case .some(let v): print("small", v); case .none: print("none") }
switch opt5 { case let v?: print("got", v); case nil: print("nil") }
let nothing: Int? = nil
switch nothing { case 5?: print("five"); case nil: print("is nil"); default: print("other") }
let ch: Character = "e"
switch ch { case "a", "e", "i", "o", "u": print("vowel"); default: print("consonant") }
let greeting = "hello"
switch greeting { case "hi", "hello": print("greeting"); case let x where x.hasPrefix("h"): print("h-word"); default: print("other") }
let dv = 2.5
switch dv { case 0..<1: print("<1"); case 1.0...3.0: print("1-3"); default: print("more") }
let any: Any = 42
switch any { case let i as Int where i > 40: print("int>40", i); case is String: print("str"); default: print("other") }
let mixed: [Any] = [1, "a", 2.5, true, [1], (1, 2)]
for m in mixed {
    switch m {
    case let i as Int: print("Int", i)
    case let s as String: print("String", s)
    case let d as Double: print("Double", d)
    case let b as Bool: print("Bool", b)
    case let (a, b) as (Int, Int): print("tuple", a, b)
    default: print("other", m)
    }
}
let tt = (1, "x")
switch tt { case (1, "y"): print("1y"); case (1, _): print("1 any"); default: print("no") }
for case let v? in [1, nil, 3] as [Int?] { print("v", v) }
for case 1...2 in [0, 1, 2, 3] { print("hit") }
let pair = (true, false)
switch pair { case (true, true): print("tt"); case (true, false): print("tf"); case (false, _): print("f_") }
outer: for i in 0..<3 {
    for j in 0..<3 {
        if j == 2 { continue outer }
        if i == 2 { break outer }
        print(i, j)
    }
}
