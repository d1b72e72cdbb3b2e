// expect: limit
class A { let b: A; init() { b = A() } }
_ = A()
