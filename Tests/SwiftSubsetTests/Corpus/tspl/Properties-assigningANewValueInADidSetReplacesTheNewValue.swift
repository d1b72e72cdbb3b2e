class C { var x: Int = 0 { didSet { x = -273 } } }
let c = C()
c.x = 24
print(c.x)
