// A standard type's metatype prints bare alone and qualified by its module inside a
// collection, an optional or a tuple, as a program type's does.
struct Point {}

let kinds: [Any.Type] = [Int.self, String.self, Point.self]
print(kinds)
let maybe: Any.Type? = Double.self
print(maybe as Any)
print((Int.self, 1), [Character.self, Float.self, UInt8.self])
print(Int.self, Point.self, [Int].self)
print([[Int].self, [String: Int].self])
let table: [String: Any.Type] = ["whole": Int.self, "text": String.self]
print(table.sorted { $0.key < $1.key })
debugPrint([Bool.self])
print(String(describing: [Int.self]), "\([Int.self])")

let things: [Any] = [1, 2.5, true, Point()]
print(things.map { type(of: $0) })
for thing in things { print(type(of: thing), terminator: " ") }
print()

print(type(of: Point.self), [type(of: Point.self)], [type(of: Int.self)])
print(type(of: 1) == Int.self, type(of: 1) == Double.self)

func describe<T>(_ type: T.Type) -> String { "\(type) \([type])" }
print(describe(Int.self), describe(Point.self))
func typeName<T>(of value: T) -> String { "\(T.self) \([T.self])" }
print(typeName(of: 3), typeName(of: "s"), typeName(of: Point()))

let ids = [ObjectIdentifier(Int.self): "int", ObjectIdentifier(String.self): "string"]
print(ids[ObjectIdentifier(Int.self)] ?? "none", ObjectIdentifier(Int.self) == ObjectIdentifier(String.self))

// dump numbers metatypes by identity, with the objects.
final class Shelf {}
let shelf = Shelf()
let mixed: [Any] = [shelf, Int.self, Int.self, shelf, String.self]
dump(mixed)
dump((Point.self, [Int].self))
