// A computed property whose type is a function's, called with arguments.
struct Calculator {
    var op = "+"
    var apply: (Int, Int) -> Int {
        switch op {
        case "*": return { $0 * $1 }
        default: return { $0 + $1 }
        }
    }
}
enum Unit {
    case metres, feet
    var convert: (Double) -> Double {
        switch self {
        case .metres: return { $0 }
        case .feet: return { $0 * 3.28084 }
        }
    }
}
var c = Calculator()
print(c.apply(3, 4))
c.op = "*"
print(c.apply(3, 4))
print(Unit.feet.convert(2), Unit.metres.convert(2))
