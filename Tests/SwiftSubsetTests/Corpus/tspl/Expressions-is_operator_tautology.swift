class Base {}
class Subclass: Base {}
var s = Subclass()
var b = Base()

assert(s is Base)
