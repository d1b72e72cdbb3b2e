class C { subscript(s: Int) -> Self { return self } }
let c = C()
_ = c[12]
