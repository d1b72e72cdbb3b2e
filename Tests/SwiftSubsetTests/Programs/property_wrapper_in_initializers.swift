// A wrapped property assigned in initialisers (the storage has its initial value, so this is
// the setter), $x and _x assigned in a method, printing the storage, a wrapped local captured.
@propertyWrapper
struct Logged {
    private var stored: Int
    var projectedValue: [Int] = []
    var wrappedValue: Int {
        get { stored }
        set { projectedValue.append(newValue); stored = newValue }
    }
    init(wrappedValue: Int) { print("init \(wrappedValue)"); stored = wrappedValue }
}
struct S {
    @Logged var x = 0
    var name: String
    init(v: Int) { name = "s"; x = v; x += 1 }
    mutating func reset() { $x = []; _x = Logged(wrappedValue: 9) }
}
var s = S(v: 5)
print(s.x, s.$x)
print(s)
s.reset()
print(s.x, s.$x)
class C {
    @Logged var n = 1
    init() { n = 50 }
}
let c = C()
print(c.n, c.$n)
func outer() -> () -> Int {
    @Logged var count = 10
    return {
        count += 1
        return count
    }
}
let f = outer()
print(f(), f())
