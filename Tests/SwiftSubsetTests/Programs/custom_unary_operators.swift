// Custom prefix and postfix operators: static operator methods of a type (one taking its
// operand inout), of an extension of Int and of UInt8, and global operator functions.
struct Vector2D: CustomStringConvertible {
    var x = 0.0, y = 0.0
    var description: String { "(\(x), \(y))" }
    static func + (left: Vector2D, right: Vector2D) -> Vector2D {
        Vector2D(x: left.x + right.x, y: left.y + right.y)
    }
    static prefix func - (vector: Vector2D) -> Vector2D {
        Vector2D(x: -vector.x, y: -vector.y)
    }
    static func - (left: Vector2D, right: Vector2D) -> Vector2D {
        Vector2D(x: left.x - right.x, y: left.y - right.y)
    }
}

prefix operator +++
postfix operator ---
postfix operator %%

extension Vector2D {
    static prefix func +++ (vector: inout Vector2D) -> Vector2D {
        vector = vector + vector
        return vector
    }
}

extension Int {
    static prefix func +++ (x: Int) -> Int { x * 2 }
    static postfix func --- (x: Int) -> Int { x - 1 }
}

extension UInt8 {
    static postfix func %% (x: UInt8) -> UInt8 { x &* 2 }
}

struct Num { var value: Int }
postfix func %% (x: Num) -> Int { x.value * 100 }

let positive = Vector2D(x: 3.0, y: 4.0)
let negative = -positive
print(negative, -negative, positive - negative)

var toBeDoubled = Vector2D(x: 1.0, y: 4.0)
let afterDoubling = +++toBeDoubled
print(afterDoubling, toBeDoubled)

print(+++1---, +++(1---), (+++1)---, -5, -(2.5))
let byte: UInt8 = 200
print(byte%%, Num(value: 7)%%)
var n = 10
print(+++n, n)
