// expect: limit
class A { init() { while true {} } }
_ = A()
