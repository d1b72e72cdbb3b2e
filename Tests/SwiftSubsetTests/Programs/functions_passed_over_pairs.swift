// A function of two parameters passed where one taking a pair is meant (SE-0110's exception
// for function references): its parameters take the pair's elements.
func show(_ a: Int, _ b: Int) { print("a", a) }
[(1, 2), (3, 4)].forEach(show)
func area(_ w: Int, _ h: Int) -> Int { w * h }
let sizes = [(2, 3), (4, 5)]
print(sizes.map(area), sizes.map { w, h in w + h }, sizes.map { (w, h) in w - h })
print(zip([1, 2], [3, 4]).map(area))
func describe(_ k: String, _ v: Int) -> String { "\(k)=\(v)" }
print(["a": 1].map(describe))
struct Scaler { var k: Int; func scale(_ a: Int, _ b: Int) -> Int { (a + b) * k } }
print(sizes.map(Scaler(k: 10).scale))
print([1, 2, 3].reduce(0, area))
func pairUp(_ p: (Int, Int), _ extra: Int = 1) -> Int { p.0 + p.1 + extra }
print(sizes.map { pairUp($0) })
print(sizes.filter { $0.0 > 2 }.map(area))
print(sizes.sorted(by: { $0.1 > $1.1 }))
for (i, s) in sizes.enumerated() { print(i, s) }
print(sizes.enumerated().map { i, s in i + s.0 })

// Initialisers passed the same way.
struct Cell { var row: Int; var column: Int }
print([(1, 2), (3, 4)].map(Cell.init))
print([(5, 6)].map(Cell.init(row:column:)))
