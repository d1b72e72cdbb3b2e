typealias StringDictionary<Value> = Dictionary<String, Value>
typealias Pairs<A, B> = [(A, B)]
typealias Grid<Cell> = [[Cell]]

var scores: StringDictionary<Int> = [:]
scores["ann"] = 3
scores["bob"] = 5
print(scores["ann"]! + scores["bob"]!)

let prices: StringDictionary<Double> = ["tea": 2]
print(prices["tea"]!)

let pairs: Pairs<String, Int> = [("a", 1), ("b", 2)]
for (name, n) in pairs { print(name, n) }

var grid: Grid<Int> = [[1, 2], [3, 4]]
grid[1][0] = 7
print(grid)

struct Box<T> {
    typealias Maybe<U> = U?
    var value: T
    func lookup(_ n: Int) -> Maybe<Int> { n > 0 ? n : nil }
}
let b = Box(value: "x")
print(b.lookup(2) as Any, b.lookup(0) as Any)
func total(_ d: StringDictionary<Int>) -> Int { d.values.reduce(0, +) }
print(total(scores))
