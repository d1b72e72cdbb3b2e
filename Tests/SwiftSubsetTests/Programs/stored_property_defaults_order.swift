// When stored property defaults run: as each class's designated initialiser is entered (a
// subclass's before its superclass's, declared or inherited), and in a struct's initialiser
// that does not delegate with `self.init`; statements before `self.init` or `super.init` run
// first, and an initialiser failing early never reaches its superclass's.

func note(_ what: String) -> Int {
    print("default", what)
    return what.count
}

class Base {
    var base = note("Base.base")
    var label: String
    init(label: String) {
        print("Base.init", label)
        self.label = label
    }
    convenience init() {
        print("Base convenience, before self.init")
        self.init(label: "plain")
        print("Base convenience, after self.init")
    }
}

class Middle: Base {
    var middle = note("Middle.middle")
    override init(label: String) {
        print("Middle.init, before super.init")
        super.init(label: label)
        print("Middle.init, after super.init")
    }
}

// Declares no initialiser: inherits Middle's, and with them Base's convenience one.
class Leaf: Middle {
    var leaf = note("Leaf.leaf")
}

class Checked: Base {
    var checked = note("Checked.checked")
    init?(value: Int) {
        print("Checked.init?", value)
        if value < 0 { return nil }
        super.init(label: String(value))
    }
}

struct Settings {
    var volume = note("Settings.volume")
    var name: String
    init(name: String) {
        print("Settings.init", name)
        self.name = name
    }
    init(shouting name: String) {
        print("Settings shouting, before self.init")
        self.init(name: name.uppercased())
    }
    init(copying other: Settings) {
        print("Settings copying")
        self = other
    }
}

struct Pair {
    var first = note("Pair.first")
    var second: Int
}

extension Pair {
    init(doubling n: Int) {
        print("Pair doubling, before self.init")
        self.init(second: n * 2)
    }
}

print("-- Base(label:)")
_ = Base(label: "one")
print("-- Base()")
_ = Base()
print("-- Middle(label:)")
_ = Middle(label: "two")
print("-- Leaf(label:)")
let leaf = Leaf(label: "three")
print(leaf.leaf, leaf.middle, leaf.base, leaf.label)
print("-- Leaf()")
_ = Leaf()
print("-- Checked(value: -1)")
print(Checked(value: -1) == nil)
print("-- Checked(value: 4)")
print(Checked(value: 4)?.label ?? "nil")
print("-- Settings(name:)")
let quiet = Settings(name: "quiet")
print("-- Settings(shouting:)")
print(Settings(shouting: "loud").name)
print("-- Settings(copying:)")
print(Settings(copying: quiet).name)
print("-- Pair(second:)")
print(Pair(second: 1).second)
print("-- Pair(doubling:)")
print(Pair(doubling: 5).second)
