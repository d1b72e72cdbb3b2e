class Base {
    let id: Int
    init(id: Int) { self.id = id; print("Base init \(id)") }
    deinit { print("Base deinit \(id)") }
}
class Derived: Base {
    override init(id: Int) {
        print("Derived init \(id)")
        super.init(id: id)
    }
    deinit { print("Derived deinit \(id)") }
}
var d: Derived? = Derived(id: 1)
d = nil
func make() {
    let a = Base(id: 2)
    let b = Derived(id: 3)
    print("made \(a.id) \(b.id)")
}
make()
var holder: [Base] = [Base(id: 4)]
holder.append(Derived(id: 5))
holder.removeAll()
print("done")
