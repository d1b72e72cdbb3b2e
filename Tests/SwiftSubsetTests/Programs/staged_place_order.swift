// Swift evaluates a place's indices and base calls, then the value or the other arguments,
// then accesses the place (getters, setters, modify).
func at(_ i: Int) -> Int { print("  index \(i)"); return i }
func put(_ v: Int) -> Int { print("  value \(v)"); return v }
func key(_ s: String) -> String { print("  key \(s)"); return s }

struct Board {
    var cells = [0, 0, 0]
    subscript(i: Int) -> Int {
        get { print("  get \(i)"); return cells[i] }
        set { print("  set \(i)"); cells[i] = newValue }
    }
}
struct Table {
    var cells = [0, 0, 0]
    subscript(row: Int, col col: Int) -> Int {
        get { print("  get \(row) \(col)"); return cells[row + col] }
        set { print("  set \(row) \(col)"); cells[row + col] = newValue }
    }
}
struct Point { var x = 0; var y = 0 }
final class Shelf { var items = [1, 2, 3]; var spot = Point() }
let theShelf = Shelf()
func shelf() -> Shelf { print("  shelf"); return theShelf }

print("nested index assignment")
var grid = [[1, 2], [3, 4]]
grid[at(0)][at(1)] = put(7)
grid[at(1)][at(0)] += put(5)
grid[at(0)].append(put(9))
print(grid)

print("through a call")
shelf().items[at(2)] = put(8)
shelf().spot.x += put(2)
print(theShelf.items, theShelf.spot.x)

print("struct elements")
var points = [Point(), Point()]
points[at(1)].x = put(4)
points[at(0)].y += put(6)
print(points.map { [$0.x, $0.y] })

print("program subscripts")
var boards = [Board(), Board()]
boards[at(1)][at(2)] = put(3)
boards[at(0)][at(1)] += put(1)
var tables = [Table()]
tables[at(0)][at(0), col: at(1)] = put(2)
print(boards.map { $0.cells }, tables[0].cells)

print("one index, compound")
var flat = [1, 2, 3]
flat[at(1)] += put(2)
print(flat)

print("dictionary default")
var counts = ["a": 1]
print(counts[key("a"), default: put(0)])
print(counts[key("b"), default: put(0)])
counts[key("a"), default: put(5)] += put(1)
counts[key("c"), default: put(5)] += put(1)
var lists: [String: [Int]] = ["x": [1]]
lists[key("x")]![at(0)] = put(4)
lists[key("y"), default: []].append(put(2))
print(counts.sorted { $0.key < $1.key }, lists.sorted { $0.key < $1.key })

print("multi-argument read")
var board = Table()
func grow() -> Int { board.cells.append(9); return 3 }
print(board[0, col: grow()])

print("optional chains")
var maybe: [[Int]]? = [[1, 2]]
maybe?[at(0)][at(1)] = put(6)
var nothing: [[Int]]? = nil
nothing?[at(0)][at(1)] = put(8)
print(maybe!, nothing as Any)

print("inout arguments")
func bump(_ x: inout Int, _ by: Int) { x += by }
func trade(_ a: inout Int, _ b: inout Int) { (a, b) = (b + 1, a) }
var b1 = Board(), b2 = Board()
bump(&b1[0], put(5))
bump(&b1[at(1)], put(1))
trade(&b1[at(0)], &b2[at(2)])
bump(&grid[at(1)][at(0)], put(7))
print(b1.cells, b2.cells, grid)
struct Tally {
    var n = 0
    mutating func add(_ x: inout Int, _ y: Int) { n += x; x += y }
}
var tally = Tally()
tally.add(&b1[at(2)], put(4))
let addTo: (inout Int, Int) -> Void = { $0 += $1 }
addTo(&b1[at(1)], put(2))
print(tally.n, b1.cells)

print("through optionals")
var counters: [Point?] = [Point(), nil]
counters[at(0)]?.x = put(4)
counters[at(1)]?.x = put(5)
counters[at(0)]!.y += put(1)
print(counters.map { $0.map { [$0.x, $0.y] } as Any })
var byName: [String: Point] = ["k": Point()]
byName[key("k")]?.x += put(6)
byName[key("z")]?.x += put(7)
print(byName["k"]!.x)

print("mutating method with an inout argument")
struct Pot {
    var total = 0
    mutating func take(_ x: inout Int, _ k: Int) { total += x; x = k }
}
var pots = [Pot(), Pot()]
var stock = [5, 6, 7]
pots[at(1)].take(&stock[at(2)], put(9))
print(pots.map { $0.total }, stock)
