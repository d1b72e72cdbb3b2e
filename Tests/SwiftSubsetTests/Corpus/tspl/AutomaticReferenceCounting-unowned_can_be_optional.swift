class C { var x = 100 }
class D {
    unowned var a: C
    unowned var b: C?
    init(value: C) {
        self.a = value
        self.b = value
    }
}
var c = C() as C?
let d = D(value: c! )
print(d.a.x, d.b?.x as Any)
c = nil
d.b = nil
print(d.b?.x as Any)
