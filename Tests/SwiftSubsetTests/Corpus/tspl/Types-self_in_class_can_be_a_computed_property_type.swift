class C { var s: Self { return self } }
let c = C()
_ = c.s
