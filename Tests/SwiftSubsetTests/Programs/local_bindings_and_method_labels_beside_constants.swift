struct Total {
    let total: Int
    let label = "sum"
    init(_ values: [Int?]) {
        var sum = 0
        for v in values {
            if var total = v { total = total * 2; sum += total }
        }
        total = sum
    }
}
protocol Mover { mutating func move(by: Int); static func make() -> Self; func area() -> Double }
struct Dot: Mover {
    var x = 0
    mutating func move(by amount: Int) { x += amount }
    mutating func move() { x += 1 }
    static func make() -> Dot { Dot() }
}
extension Dot { func area() -> Double { 0 } }
var d = Dot.make()
d.move(by: 3); d.move()
print(Total([1, nil, 3]).total, Total([]).label, d.x, d.area())
