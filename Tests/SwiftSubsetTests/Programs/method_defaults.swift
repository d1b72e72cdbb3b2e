// Default arguments of methods, initialisers, static methods, subscripts and protocol
// extension methods; trailing closures passed to labelled method parameters.
class Quiz {
    var asked: [Int] = []
    func ask(count: Int = 2, prefix: String = "Q") {
        asked.append(count)
        print("\(prefix): asking \(count)")
    }
    func start() {
        ask()
        ask(count: 5)
        ask(prefix: "R")
        self.ask(count: 1, prefix: "S")
    }
    static func make(title: String = "Flags", rounds: Int = 10) -> String {
        "\(title) x\(rounds)"
    }
}
let q = Quiz()
q.start()
q.ask()
print(q.asked)
print(Quiz.make())
print(Quiz.make(rounds: 3))

struct Point {
    var x: Int
    var y: Int
    init(x: Int = 0, y: Int = 0) { self.x = x; self.y = y }
    func moved(by dx: Int = 1, _ dy: Int = 1) -> Point { Point(x: x + dx, y: y + dy) }
    mutating func shift(times: Int = 1) { x += times }
}
var p = Point()
print(p.x, p.y)
print(Point(y: 4).y)
let m = p.moved()
print(m.x, m.y)
let m2 = p.moved(by: 3)
print(m2.x, m2.y)
p.shift()
p.shift(times: 4)
print(p.x)

class Base {
    let name: String
    init(name: String = "base", level: Int = 1) { self.name = name + "\(level)" }
    func greet(loudly: Bool = false) -> String { loudly ? name.uppercased() : name }
}
class Derived: Base {
    init() { super.init(level: 7) }
    override func greet(loudly: Bool = false) -> String { "derived " + (loudly ? "LOUD " : "") + super.greet() }
}
print(Base().name)
print(Base(level: 3).name)
print(Derived().greet())
let b: Base = Derived()
print(b.greet(loudly: true))
print(b.greet())

protocol Describer {
    var label: String { get }
}
extension Describer {
    func describe(times: Int = 1, separator: String = ",") -> String {
        Array(repeating: label, count: times).joined(separator: separator)
    }
}
struct Thing: Describer { let label = "thing" }
print(Thing().describe())
print(Thing().describe(times: 3))
print(Thing().describe(times: 2, separator: "+"))

class Runner {
    func run(times: Int = 1, action: (Int) -> Void) {
        for i in 0..<times { action(i) }
    }
    func sum(_ values: Int..., scale: Int = 1) -> Int { values.reduce(0, +) * scale }
}
let r = Runner()
r.run { print("once", $0) }
r.run(times: 2) { i in print("run", i) }
print(r.sum(1, 2, 3))
print(r.sum(1, 2, scale: 10))
