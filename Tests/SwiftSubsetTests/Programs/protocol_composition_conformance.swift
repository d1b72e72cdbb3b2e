// A type adopting a protocol composition, written out or through a type alias, adopts each.
typealias Model = Equatable & CustomStringConvertible
struct Tag: Model { var text: String; var description: String { "#\(text)" } }
print(Tag(text: "a") == Tag(text: "a"), Tag(text: "a") == Tag(text: "b"))
print(Tag(text: "swift"), "\(Tag(text: "ios"))")
func describeIfSame<T: Model>(_ a: T, _ b: T) -> String { a == b ? "\(a) twice" : "\(a) and \(b)" }
print(describeIfSame(Tag(text: "x"), Tag(text: "x")), describeIfSame(Tag(text: "x"), Tag(text: "y")))
struct Level: Hashable & Comparable { var n: Int; static func < (a: Level, b: Level) -> Bool { a.n < b.n } }
print(Set([Level(n: 1), Level(n: 1), Level(n: 2)]).count, [Level(n: 3), Level(n: 1)].sorted().map(\.n), Level(n: 1) < Level(n: 2))
typealias Entity = Identifiable & CustomStringConvertible
final class User: Entity { let id: Int; init(id: Int) { self.id = id }; var description: String { "user \(id)" } }
print(User(id: 7), User(id: 7).id)
