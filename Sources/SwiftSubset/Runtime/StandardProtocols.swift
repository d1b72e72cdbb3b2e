/// Which values adopt the standard library's protocols that casts name most
/// (`x as? CustomStringConvertible`, `x is any Hashable`): the standard types as Swift declares
/// them, and the program's types by what they declare (a protocol refining one counts, and so
/// does `Hashable` or `Comparable` for `Equatable`; an enum without payloads is `Equatable` and
/// `Hashable` by itself). What a value alone cannot tell (whether an array's element type is
/// `Hashable`, a nested optional) is refused when the program asks.
enum StandardProtocols {
    /// The protocols answered here.
    static let names: Set<String> = ["CustomStringConvertible", "Equatable", "Hashable", "Comparable", "Error"]

    /// Whether `value` adopts protocol `name` (one of `names`).
    static func conforms(_ value: Value, to name: String) throws(Interrupt) -> Bool {
        switch value {
        case .int, .fixed, .double, .string, .character: return name != "Error"
        case .bool: return name != "Error" && name != "Comparable"
        case .structValue(let s): return declares(s.type, name)
        case .object(let o): return declares(o.type, name)
        case .enumValue(let t, _, _):
            if declares(t, name) { return true }
            let withoutPayloads = t.caseLabels.allSatisfy(\.isEmpty)
            return withoutPayloads && (name == "Equatable" || name == "Hashable")
        // UIKit's classes descend from NSObject, which is CustomStringConvertible, Equatable
        // and Hashable.
        case .native: return name == "CustomStringConvertible" || name == "Equatable" || name == "Hashable"
        case .tuple, .function, .metatype: return false
        case .array, .dictionary, .set, .range, .partialRange:
            if name == "CustomStringConvertible" { return true }
            if name == "Error" || name == "Comparable" { return false }
            throw .unsupported("casting a collection to '\(name)' is not supported yet (it depends on its element type)")
        default:
            throw .unsupported("casting a value of this kind to '\(name)' is not supported yet")
        }
    }

    /// Whether a program type adopts `name`, directly, through its superclasses or through the
    /// protocols it adopts.
    private static func declares(_ type: TypeDecl, _ name: String) -> Bool {
        if type.conforms(to: name) { return true }
        return name == "Equatable" && (type.conforms(to: "Hashable") || type.conforms(to: "Comparable"))
    }
}
