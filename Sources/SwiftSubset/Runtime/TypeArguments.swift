/// The type arguments a generic instance was made with (`Double` for `Stack<Double>()`,
/// `Stack(items: [2.5])` or `let s: Stack<Double> = Stack()`), recorded when the compiler knows
/// every one of them. With them a value of the type's parameter takes the type Swift gives it
/// (`push(1)` stores `1.0`) and the value describes itself as Swift does
/// (`Stack<Double>(items: [1.0])`, `main.Box<Swift.Double>`). Without them (a type argument
/// only the running generic code knows), what depends on them is refused as before.
package final class TypeArguments {
    /// The arguments, in the order of the type's parameters; each one `spellable`.
    let types: [TypeRef]

    init(_ types: [TypeRef]) { self.types = types }

    /// The standard library's types a type argument may name.
    static let standardNames: Set<String> = [
        "Int", "Double", "Float", "String", "Bool", "Character", "Substring", "UInt", "Int8", "Int16", "Int32", "Int64",
        "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    /// The arguments as Swift spells them after the type's name: `<Double, Array<Int>>` for
    /// `print` (`module` nil), `<Swift.Double, Swift.Array<Swift.Int>>` for `debugPrint` and a
    /// class's description (`module` the program's module).
    func spelled(module: String?) -> String {
        "<" + types.map { Self.spell($0, module: module) }.joined(separator: ", ") + ">"
    }

    /// One type as Swift spells it in a type argument. `declared` holds the program's own
    /// types, spelled with the module; the others are the standard library's.
    static func spell(_ type: TypeRef, module: String?) -> String {
        func std(_ name: String) -> String { module == nil ? name : "Swift." + name }
        switch type {
        case .named("Void"): return "()"
        case .named(let n):
            if standardNames.contains(n) { return std(n) }
            guard let module else { return n.split(separator: ".").last.map(String.init) ?? n }
            return module + "." + n
        case .optional(let t): return std("Optional") + "<" + spell(t, module: module) + ">"
        case .array(let t): return std("Array") + "<" + spell(t, module: module) + ">"
        case .set(let t): return std("Set") + "<" + spell(t, module: module) + ">"
        case .dictionary(let k, let v): return std("Dictionary") + "<" + spell(k, module: module) + ", " + spell(v, module: module) + ">"
        case .tuple(let ts): return "(" + ts.map { spell($0, module: module) }.joined(separator: ", ") + ")"
        case .labeledTuple, .function, .keyValuePairs, .any: return "_"
        }
    }

    /// `value` (or the value an optional from a failable initialiser holds) carrying these
    /// arguments.
    func record(on value: Value) -> Value {
        switch value {
        case .structValue(var s):
            s.typeArguments = self
            return .structValue(s)
        case .object(let o):
            o.typeArguments = self
            return value
        case .optional(let inner?):
            return .optional(record(on: inner))
        default:
            return value
        }
    }

    /// The arguments `value` was made with, if recorded.
    static func of(_ value: Value) -> TypeArguments? {
        switch value {
        case .structValue(let s): return s.typeArguments
        case .object(let o): return o.typeArguments
        default: return nil
        }
    }
}
