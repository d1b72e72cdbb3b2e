/// Describing values of generic types. Swift spells their type arguments in their default
/// descriptions (`main.Stack<Swift.Int>(items: [1])`, `main.Node<Swift.String>`, an enum's
/// `main.Tree<Swift.Int>.leaf` inside a collection) and in their metatypes' names. A struct or
/// class instance whose type arguments were recorded (`TypeArguments`) spells them; any other
/// such description is refused as not supported when the program asks for it, rather than
/// printed without them.
enum GenericDescription {
    /// Throws `unsupported` when the description of `value` (`debug` for `debugPrint` and
    /// collections' elements) would spell the type arguments of a generic type. Walks with its
    /// own stack; values described by the program's own `description` are not looked into.
    static func refuseTypeArguments(in value: Value, debug: Bool) throws(Interrupt) {
        var pending: [(Value, Bool)] = [(value, debug)]
        while let (next, isDebug) = pending.popLast() {
            switch next {
            case .array(let items), .tuple(let items, _):
                pending += items.map { ($0, true) }
            case .dictionary(let d), .set(let d):
                pending += d.keys.map { ($0, true) } + d.values.map { ($0, true) }
            case .optional(let inner?):
                pending.append((inner, true))
            case .structValue(let s):
                guard !describesItself(s.type) else { continue }
                if s.type.isGeneric && s.typeArguments == nil { throw refusal(s.type) }
                pending += s.fields.map { ($0, true) }
            case .enumValue(let t, _, let payload):
                guard !describesItself(t) else { continue }
                // `print(Tree<Int>.leaf)` prints `leaf`; inside a collection the type is spelled.
                if t.isGeneric && isDebug { throw refusal(t) }
                pending += payload.map { ($0, true) }
            case .object(let o):
                if o.type.isGeneric && o.typeArguments == nil && !describesItself(o.type) { throw refusal(o.type) }
            case .metatype(let t):
                if t.isGeneric { throw refusal(t) }
            default: continue
            }
        }
    }

    private static func refusal(_ type: TypeDecl) -> Interrupt {
        .unsupported("describing a value of the generic type '\(type.name)' (its type arguments) is not supported yet")
    }

    private static func describesItself(_ type: TypeDecl) -> Bool {
        type.adopts("CustomStringConvertible") || type.adopts("CustomDebugStringConvertible")
    }
}
