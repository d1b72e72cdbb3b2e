// `description` reaches print and interpolation only through CustomStringConvertible;
// collections and debugPrint prefer `debugDescription`.
class Plain { var description: String { "never printed" } }
print(Plain())
class Base: CustomStringConvertible { var description: String { "Base" } }
class Derived: Base { override var description: String { "Derived" } }
print(Derived(), "\(Derived())", [Derived()])
class Later {}
extension Later: CustomStringConvertible { var description: String { "Later" } }
print(Later(), String(describing: Later()), "\(Later())")
let maybe: Later? = Later()
print(maybe as Any, String(describing: maybe))
struct Debugged: CustomDebugStringConvertible { var debugDescription: String { "Debugged!" } }
print(Debugged(), [Debugged()])
struct Both: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { "both" }
    var debugDescription: String { "both (debug)" }
}
print(Both(), [Both()])
debugPrint(Both())
enum Mood: CustomStringConvertible {
    case happy, sad
    var description: String { self == .happy ? ":)" : ":(" }
}
print(Mood.happy, [Mood.sad])
