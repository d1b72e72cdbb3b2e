// Initialisation order of wrapped properties beside plain ones, through the default and
// the memberwise initialisers.
@propertyWrapper
struct Noisy {
    var wrappedValue: Int {
        didSet { print("set \(name) to \(wrappedValue)") }
    }
    let name: String
    init(wrappedValue: Int, _ name: String) {
        print("init \(name) with \(wrappedValue)")
        self.wrappedValue = wrappedValue
        self.name = name
    }
}
func make(_ s: String, _ v: Int) -> Int {
    print("make \(s)")
    return v
}
struct Record {
    var a = make("a", 1)
    @Noisy("b") var b = make("b", 2)
    var c = make("c", 3)
    @Noisy("d") var d = make("d", 4)
}
var r = Record()
print(r.a, r.b, r.c, r.d)
r.b = 20
r.d += 1
print(r.b, r.d)
let s = Record(a: make("a2", 5), b: make("b2", 6), c: make("c2", 7), d: make("d2", 8))
print(s.a, s.b, s.c, s.d)
