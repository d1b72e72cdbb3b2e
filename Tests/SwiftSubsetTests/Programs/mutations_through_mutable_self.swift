struct Bag {
    var items: [Int] = []
    var n = 0
    mutating func add(_ x: Int) { items.append(x); n += 1; self.items.append(x * 10) }
    func copyAdded(_ x: Int) -> [Int] { var copy = items; copy.append(x); return copy }
    func total() -> Int { items.reduce(0, +) }
    var doubled: [Int] {
        get { items.map { $0 * 2 } }
        set { items = newValue; items.append(0) }
    }
    init() { items.append(1); n += 1 }
}
class Box {
    var xs: [Int] = []
    var n = 0
    func put(_ x: Int) { xs.append(x); n += 1; self.xs.append(x) }
}
var b = Bag()
b.add(2)
b.doubled = [7]
print(b.items, b.n, b.copyAdded(9), b.total())
let box = Box()
box.put(3)
box.n += 5
print(box.xs, box.n)
var arr = [1, 2]
arr[0] += 10
var p = (x: 1, y: 2)
p.x += 1
print(arr, p)
struct Counter {
    var count = 0
    func makeIncrementer() -> () -> Int {
        var local = count
        return { local += 1; return local }
    }
}
let inc = Counter().makeIncrementer()
print(inc(), inc())
