/// The values a value's description is made of, for the checks that refuse a description the
/// interpreter cannot reproduce (`GenericDescription`, `LocalTypeDescription`).
enum DescribedParts {
    /// Calls `visit` with `value` and each value its description shows, depth first, each with
    /// whether it is described as an element (`debugPrint`, inside a collection, an optional, a
    /// struct's or an enum's payload: where Swift spells types in full). Values of a type that
    /// describes itself (`CustomStringConvertible`, `CustomDebugStringConvertible`) are visited
    /// but not looked into. Walks with its own stack.
    static func walk(_ value: Value, debug: Bool, _ visit: (Value, _ isElement: Bool) throws(Interrupt) -> Void) throws(Interrupt) {
        var pending: [(Value, Bool)] = [(value, debug)]
        while let (next, isElement) = pending.popLast() {
            try visit(next, isElement)
            switch next {
            case .array(let items), .tuple(let items, _):
                pending += items.map { ($0, true) }
            case .dictionary(let d), .set(let d):
                pending += d.keys.map { ($0, true) } + d.values.map { ($0, true) }
            case .optional(let inner?):
                pending.append((inner, true))
            case .structValue(let s) where !describesItself(s.type):
                pending += s.fields.map { ($0, true) }
            case .enumValue(let t, _, let payload) where !describesItself(t):
                pending += payload.map { ($0, true) }
            default: continue
            }
        }
    }

    /// Whether values of `type` are described by the program's own `description`.
    static func describesItself(_ type: TypeDecl) -> Bool {
        type.adopts("CustomStringConvertible") || type.adopts("CustomDebugStringConvertible")
    }
}
