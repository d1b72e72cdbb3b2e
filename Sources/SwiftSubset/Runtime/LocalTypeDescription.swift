/// Describing values of local types (declared inside a function, closure or block). Swift
/// prints such a value's plain description as it prints any other (`Oops(code: 1)`), but its
/// qualified name, used inside collections and optionals, by `debugPrint` and for a class
/// without a `description`, spells the address of the context it was declared in
/// (`main.(unknown context at $5620ae46b5a4).Oops(code: 2)`), which changes from run to run.
/// Those descriptions are refused as not supported rather than printed without the address.
enum LocalTypeDescription {
    /// Throws `unsupported` when the description of `value` (`debug` for `debugPrint` and
    /// collections' elements) would spell a local type's qualified name. Walks with its own
    /// stack; values described by the program's own `description` are not looked into.
    static func refuseQualifiedNames(in value: Value, debug: Bool) throws(Interrupt) {
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
                if s.type.isLocal && isDebug { throw refusal(s.type) }
                pending += s.fields.map { ($0, true) }
            case .enumValue(let t, _, let payload):
                guard !describesItself(t) else { continue }
                if t.isLocal && isDebug { throw refusal(t) }
                pending += payload.map { ($0, true) }
            case .object(let o):
                if o.type.isLocal && !describesItself(o.type) { throw refusal(o.type) }
            case .metatype(let t):
                if t.isLocal && isDebug { throw refusal(t) }
            default: continue
            }
        }
    }

    private static func refusal(_ type: TypeDecl) -> Interrupt {
        .unsupported("describing a value of '\(type.name)', a type declared inside a function, by its qualified name is not supported yet (Swift spells the address of where it was declared)")
    }

    private static func describesItself(_ type: TypeDecl) -> Bool {
        type.adopts("CustomStringConvertible") || type.adopts("CustomDebugStringConvertible")
    }
}
