/// Describing values of local types (declared inside a function, closure or block). Swift
/// prints such a value's plain description as it prints any other (`Oops(code: 1)`), but its
/// qualified name, used inside collections and optionals, by `debugPrint` and for a class
/// without a `description`, spells the address of the context it was declared in
/// (`main.(unknown context at $5620ae46b5a4).Oops(code: 2)`), which changes from run to run.
/// Those descriptions are refused as not supported rather than printed without the address.
enum LocalTypeDescription {
    /// Throws `unsupported` when the description of `value` (`debug` for `debugPrint` and
    /// collections' elements) would spell a local type's qualified name.
    static func refuseQualifiedNames(in value: Value, debug: Bool) throws(Interrupt) {
        try DescribedParts.walk(value, debug: debug) { part, isElement throws(Interrupt) in
            // A metatype spells its name whatever the type's own `description`.
            let type: TypeDecl, ownText: Bool
            switch part {
            case .structValue(let s) where isElement: (type, ownText) = (s.type, DescribedParts.describesItself(s.type))
            case .enumValue(let t, _, _) where isElement: (type, ownText) = (t, DescribedParts.describesItself(t))
            case .object(let o): (type, ownText) = (o.type, DescribedParts.describesItself(o.type))
            case .metatype(let t) where isElement: (type, ownText) = (t, false)
            default: return
            }
            if type.isLocal && !ownText {
                throw .unsupported("describing a value of '\(type.name)', a type declared inside a function, by its qualified name is not supported yet (Swift spells the address of where it was declared)")
            }
        }
    }
}
