class Base { init(x: Int) {} }
class Sub: Base { init() { } }
