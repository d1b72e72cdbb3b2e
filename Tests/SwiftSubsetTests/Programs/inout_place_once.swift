// An `&` argument's place is read once for the call and set once when it returns, without
// reading it again: a computed variable's or a subscript's getter runs once. With two `&`
// arguments the last is set first. A plain `=` to a computed variable runs only its setter.
var backing = 5
var computed: Int {
    get { print("get computed"); return backing }
    set { print("set computed", newValue); backing = newValue }
}

struct Grid {
    var cells = [1, 2, 3]
    subscript(i: Int) -> Int {
        get { print("grid get", i); return cells[i] }
        set { print("grid set", i, newValue); cells[i] = newValue }
    }
    var total: Int {
        get { print("get total"); return cells.reduce(0, +) }
        set { print("set total", newValue); cells[0] = newValue }
    }
}

func bump(_ x: inout Int) { print("bump sees", x); x += 1 }
func both(_ x: inout Int, _ y: inout Int) { print("both", x, y); x += 10; y += 20 }

bump(&computed)
print(backing)
computed = 9
print(backing)

var grid = Grid()
var other = Grid()
let i = 2
bump(&grid[i])
bump(&grid.total)
print(grid.cells)
both(&grid[0], &other[1])
print(grid.cells, other.cells)

var table = [[1, 2], [3, 4]]
bump(&table[1][0])
print(table)
var counts = ["a": 1]
bump(&counts["a"]!)
print(counts)

func local() {
    var v = 3
    var c: Int {
        get { print("local get"); return v }
        set { print("local set", newValue); v = newValue }
    }
    bump(&c)
    c = 7
    print(v)
}
local()
