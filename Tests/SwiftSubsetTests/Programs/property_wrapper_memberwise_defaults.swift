@propertyWrapper
struct Noisy {
    var wrappedValue: Int
    init(wrappedValue: Int) { print("init with \(wrappedValue)"); self.wrappedValue = wrappedValue }
}
func make(_ s: String, _ v: Int) -> Int { print("make \(s)"); return v }
struct Record {
    var a = make("a", 1)
    @Noisy var b = make("b", 2)
    var c = make("c", 3)
    @Noisy var d = make("d", 4)
}
let r = Record(b: make("b2", 6))
print(r.a, r.b, r.c, r.d)
let s = Record(a: make("a2", 6), d: make("d2", 8))
print(s.a, s.b, s.c, s.d)
