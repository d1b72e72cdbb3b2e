// expect: limit
class A { var x = 0 { didSet { x += 1 } } }
let a = A()
a.x = 1
print(a.x)
