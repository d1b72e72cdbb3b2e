// A type's own initialisers set its properties without calling their observers; a
// subclass's initialiser, after super.init, does call the observers it inherits.
class Counter {
    var count = 0 {
        willSet { print("will set", newValue) }
        didSet { print("did set from", oldValue) }
    }
    init(start: Int) { count = start }
    convenience init() { self.init(start: 3); self.count = 4 }
}
let counter = Counter()
print(counter.count)
counter.count = 6
class Special: Counter {
    init() { super.init(start: 1); count = 7 }
}
_ = Special()
struct Point {
    var x = 0 { didSet { print("x changed") } }
    init() { x = 1 }
    init(x: Int) { self.init(); self.x = x }
}
var p = Point(x: 2)
p.x = 3
