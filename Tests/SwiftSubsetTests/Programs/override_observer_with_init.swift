// An overriding property observer stores nothing of its own: an explicit initialiser of the
// subclass need not set it before super.init.
class Base {
    var value = 0
    var name: String
    init(name: String) { self.name = name }
}
class Watched: Base {
    override var value: Int { didSet { print("didSet \(oldValue) -> \(value)") } }
    var extra: Int
    init() {
        extra = 1
        super.init(name: "watched")
        value = 2
    }
}
let w = Watched()
w.value += 5
print(w.name, w.value, w.extra)
