// Swift evaluates every argument before it reads an `&` place: a computed variable's
// getter, an observed variable and a computed property reached through an index.
var store = 1
var computed: Int {
    get { print("get computed"); return store }
    set { print("set computed \(newValue)"); store = newValue }
}
var watched = 0 {
    willSet { print("willSet \(newValue)") }
    didSet { print("didSet \(oldValue)") }
}
func second() -> Int { print("second"); return 2 }
func add(_ x: inout Int, _ y: Int) { print("add"); x += y }
add(&computed, second())
add(&watched, second())
struct Cell {
    var v = 0
    var c: Int {
        get { print("get c"); return v }
        set { print("set c"); v = newValue }
    }
}
var cells = [Cell()]
func first() -> Int { print("first"); return 0 }
add(&cells[first()].c, second())
let addLater: (inout Int, Int) -> Void = { x, y in print("closure"); x += y }
addLater(&computed, second())
print(store, watched, cells[0].v)
