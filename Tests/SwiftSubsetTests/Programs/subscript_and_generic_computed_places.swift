// A value assigned through a program's subscript or a generic type's computed property takes
// the declared type.
struct Grid {
    var cells = [0.0, 0.0, 0.0]
    subscript(i: Int) -> Double {
        get { cells[i] }
        set { cells[i] = newValue }
    }
    subscript(row r: Int, half h: Bool) -> Double {
        get { cells[r] / 2 }
        set { cells[r] = newValue * 2 }
    }
}

struct Wrap<T> {
    var item: T
    var current: T {
        get { item }
        set { item = newValue }
    }
}

var g = Grid()
g[0] = 3 / 2
g[1] += 5 / 2
g[row: 2, half: true] = 1 / 4
print(g.cells, g[row: 2, half: true])

var w = Wrap(item: 1.5)
w.current = 7 / 2
print(w.item)
var n = Wrap(item: 1)
n.current = 7 / 2
print(n.item)

let pair: (Int, Int) = (a: 1, b: 2)
print(pair, type(of: pair))
var plain = (1, 2)
plain = (x: 3, y: 4)
print(plain)
