// A program protocol's extension gives its members to standard types that adopt it
// (`extension Int: Shape`), read directly, through the protocol's type and inside the
// extension itself; a standard type's own implementation wins over the extension's.
protocol Shape {
    var sides: Int { get }
}
extension Shape {
    var label: String { "shape with \(sides) sides" }
    var shout: String { label.uppercased() }
    func doubled() -> Int { sides * 2 }
}
extension Int: Shape {
    var sides: Int { self }
}
struct Square: Shape {
    let sides = 4
}
print(3.label, 3.doubled(), 5.shout)
let n = 6
print(n.label, n.doubled())
let shapes: [Shape] = [3, Square(), 9]
for s in shapes { print(s.label, s.doubled()) }
func show(_ s: Shape) { print("show:", s.shout) }
show(7)
show(Square())

protocol Greeter {
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "hello from \(self)" }
    func greetTwice() -> String { greet() + " / " + greet() }
}
extension String: Greeter {}
extension Double: Greeter {
    func greet() -> String { "a double, \(self)" }
}
print("Ada".greet())
print(2.5.greet(), 2.5.greetTwice())
let greeters: [Greeter] = ["Bo", 1.5, Square2()]
print(greeters.map { $0.greet() })
struct Square2: Greeter {}
