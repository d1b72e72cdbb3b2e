func appendTwice(_ a: inout [Int], _ v: Int) {
    a.append(v)
    a.append(v)
}
var list = [1]
appendTwice(&list, 7)
print(list)
func normalize(_ p: inout (x: Int, y: Int)) {
    if p.x < 0 { p.x = 0 }
    if p.y < 0 { p.y = 0 }
}
var pt = (x: -3, y: 4)
normalize(&pt)
print(pt)
struct Counter { var n = 0 }
func bump(_ c: inout Counter, by k: Int = 1) { c.n += k }
var c = Counter()
bump(&c)
bump(&c, by: 5)
print(c.n)
var grid = [[0, 0], [0, 0]]
func mark(_ g: inout [[Int]], _ r: Int, _ col: Int) { g[r][col] = 1 }
mark(&grid, 1, 1)
print(grid)
func log(_ items: String..., prefix: String = ">") {
    for i in items { print(prefix, i) }
}
log("a", "b")
log("c", prefix: "#")
