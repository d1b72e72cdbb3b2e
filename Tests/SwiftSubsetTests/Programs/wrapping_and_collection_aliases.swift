// Wrapping compound assignments, and initialisers of aliases of collection types.
var h = Int.max
h &+= 1
print(h)
var g: UInt8 = 250
g &+= 10
g &*= 3
print(g)
var x = 5
x &-= 7
x &*= 3
print(x, 7 &+ 3, Int.min &- 1)
var hash = 5381
for c in "abc".utf8 { hash = (hash &<< 5) &+ hash &+ Int(c) }
print(hash)
typealias Row = [Int]
typealias Grid = [[Character]]
typealias Scores = [String: Double]
typealias Seen = Set<String>
var e = Row()
e.append(3)
func makeGrid(_ n: Int) -> Grid {
    Grid(repeating: [Character](repeating: ".", count: n), count: n)
}
var board = makeGrid(2)
board[0][1] = "#"
var s = Scores()
s["a"] = 2
var seen = Seen()
seen.insert("x")
let top = Grid(repeating: Array("ab"), count: 2)
print(e, board.map { String($0) }, s["a"]! / 4, seen.contains("x"), top)
