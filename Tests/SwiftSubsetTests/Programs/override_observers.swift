// Observers a subclass adds to inherited stored and computed properties, the superclass
// observing too: the order of willSet, didSet, getter and setter calls.
class Base {
    var stored = 0 {
        willSet { print("Base willSet stored to \(newValue)") }
        didSet { print("Base didSet stored from \(oldValue)") }
    }
    var computed: Int {
        get { print("Base get computed"); return 7 }
        set { print("Base set computed to \(newValue)") }
    }
}
class Middle: Base {
    override var stored: Int {
        willSet { print("Middle willSet stored to \(newValue)") }
        didSet { print("Middle didSet stored from \(oldValue)") }
    }
    override var computed: Int {
        willSet { print("Middle willSet computed to \(newValue)") }
    }
}
class Leaf: Middle {
    override var stored: Int {
        didSet { print("Leaf didSet stored, now \(stored)") }
    }
    override var computed: Int {
        didSet(previous) { print("Leaf didSet computed from \(previous)") }
    }
}
let leaf = Leaf()
leaf.stored = 1
leaf.computed = 2
let middle = Middle()
middle.computed = 3
middle.stored = 4

// Setting a computed property does not call its getter.
final class Plain {
    var value: Int {
        get { print("Plain get"); return 1 }
        set { print("Plain set to \(newValue)") }
    }
}
struct PlainValue {
    var value: Int {
        get { print("PlainValue get"); return 1 }
        set { print("PlainValue set to \(newValue)") }
    }
}
let plain = Plain()
plain.value = 5
var plainValue = PlainValue()
plainValue.value = 6
plain.value += 1
