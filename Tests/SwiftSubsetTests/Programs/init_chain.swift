// Designated and convenience initialisers: self.init dispatches to the class being built,
// and a subclass that provides every designated initialiser inherits the convenience ones.
class Base {
    var name: String
    init(name: String) { self.name = name; print("Base.init(name:)") }
    convenience init() { self.init(name: "[none]"); print("Base.init()") }
}
class Middle: Base {
    var quantity: Int
    init(name: String, quantity: Int) {
        self.quantity = quantity
        super.init(name: name)
        print("Middle.init(name:quantity:)")
    }
    override convenience init(name: String) {
        self.init(name: name, quantity: 1)
        print("Middle.init(name:)")
    }
}
class Leaf: Middle {
    var done = false
    var label: String { "\(quantity) x \(name)" + (done ? " done" : "") }
}
let a = Middle()
print(a.name, a.quantity)
let b = Leaf()
print(b.label)
let c = Leaf(name: "egg", quantity: 6)
c.done = true
print(c.label)
let d = Leaf(name: "tea")
print(d.label)
