class A { init() {} }
class B: A { var x = 1
  convenience init() { self.init(x: 2) }
 init(x: Int) { self.x = x } }
print(B().x)
