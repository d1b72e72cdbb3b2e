protocol Shape {
    static var sides: Int { get }
    static func describe() -> String
}
extension Shape {
    static var sides: Int { return 0 }
    static func describe() -> String { "a shape" }
}
struct Circle: Shape {}
struct Square: Shape {
    static var sides = 4
    static func describe() -> String { "a square" }
}
final class Triangle: Shape {
    static let sides = 3
}
print(Circle.sides, Square.sides, Triangle.sides)
print(Circle.describe(), Square.describe(), Triangle.describe())
Square.sides += 1
print(Square.sides)

protocol Named { static var label: String { get } }
extension Named { static var label: String { "unnamed" } }
protocol Titled: Named {}
struct Book: Titled {}
print(Book.label)
