// Implicit members whose type comes from the context: `.init(…)` of a standard type,
// `.pi`, `.self` after a member, and integer literals meeting a Double extension's property.
var grid: [[Int]] = .init(repeating: .init(repeating: 0, count: 3), count: 2)
grid[1][2] = 7
print(grid)
var names: [String] = .init()
names.append("a")
print(names, names.count)
let zeros: [Double] = .init(repeating: 0, count: 2)
print(zeros)
let n: Int = .init(3.9)
let d: Double = .init(4)
print(n, d)
let toRadians = { (degrees: Double) -> Double in degrees / 180 * .pi }
print(toRadians(90))
let half: Double = 2 * .pi / 4
print(half)
enum Direction { case left, right }
let dir: Direction = .left.self
print(dir)
struct Box { var value = 1 }
let box = Box()
print(box.self.value, box.value.self)
extension Double {
    var km: Double { self * 1_000.0 }
    var half: Double { self / 2 }
}
print(3.km, 25.4.km, 5.half)
let sum = 42.km + 195.half
print(sum)
extension Int {
    var doubled: Int { self * 2 }
}
print(3.doubled)
