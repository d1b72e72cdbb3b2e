class C { var x: Int = 0 { willSet { print("willSet") } didSet { print("didSet") } } }
let c = C()
c.x = 24
c.x = 24
