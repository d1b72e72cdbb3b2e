func area(width: Double, height: Double = 1) -> Double { width * height }
func sum(_ xs: Int...) -> Int { xs.reduce(0, +) }
func apply(_ x: Int, by f: (Int) -> Int) -> Int { f(x) }
struct R {
    func scale(by f: Int) -> Int { f * 2 }
    func scale(_ f: Int, times: Int) -> Int { f * times }
    func shift(_ n: Int = 1) -> Int { n + 1 }
}
struct S { var a: Int; var b = 5; var c: String? }
class V { var n: Int; init(n: Int = 3) { self.n = n } }
class W { var n: Int; init(_ n: Int) { self.n = n } }
class Car { var speed = 0 }
var car: Car? = Car()
car?.speed = 3
if let c = car { c.speed += 1 }
car!.speed += 1
var forced: Car! = Car()
forced.speed = 9
protocol Runner { func run(times: Int) -> Int; func stop() }
struct Job: Runner {
    func run(times: Int) -> Int { times }
    func run() -> Int { 0 }
    func stop() {}
}
protocol Greeter { func greet(_ name: String) -> String }
extension Greeter { func greet(_ name: String) -> String { "hi \(name)" } }
struct Polite: Greeter { func greet(name: String) -> String { "hello \(name)" } }
print(area(width: 2), area(width: 2, height: 3), sum(1, 2, 3), apply(2) { $0 + 1 }, apply(2, by: { $0 * 3 }))
print(R().scale(by: 2), R().scale(3, times: 2), R().shift(), R().shift(4))
print(S(a: 1).b, S(a: 1, b: 2, c: "c").c ?? "-", V().n, V(n: 4).n, W(5).n)
print(car?.speed ?? -1, forced.speed, Job().run(times: 2), Job().run(), Polite().greet("x"), Polite().greet(name: "y"))
