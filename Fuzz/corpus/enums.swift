enum Direction {
    case north, south, east, west
    var opposite: Direction {
        switch self {
        case .north: return .south
        case .south: return .north
        case .east: return .west
        case .west: return .east
        }
    }
}
let d = Direction.north
print(d, d.opposite, [d])
enum Planet: Int {
    case mercury = 1, venus, earth
}
print(Planet.earth.rawValue, Planet(rawValue: 2) as Any, Planet(rawValue: 9) as Any)
enum Suit: String, CaseIterable {
    case hearts, spades = "S"
}
print(Suit.hearts.rawValue, Suit.spades.rawValue, Suit.allCases.count)
enum Shape {
    case circle(radius: Double)
    case rect(Double, Double)
    case empty
    func area() -> Double {
        switch self {
        case .circle(let r): return 3.0 * r * r
        case let .rect(w, h): return w * h
        case .empty: return 0
        }
    }
}
let shapes: [Shape] = [.circle(radius: 1), .rect(2, 3), .empty]
for s in shapes { print(s, s.area()) }
if case .rect(let w, _) = shapes[1] { print("width", w) }
print(d == .north, d != .south)
enum Status { case on, off }
var st = Status.on
st = .off
switch st {
case .on: print("on")
case .off: print("off")
}
