/// Describing values of generic types. Swift spells their type arguments in their default
/// descriptions (`main.Stack<Swift.Int>(items: [1])`, `main.Node<Swift.String>`, an enum's
/// `main.Tree<Swift.Int>.leaf` inside a collection) and in their metatypes' names. A struct or
/// class instance whose type arguments were recorded (`TypeArguments`) spells them; any other
/// such description is refused as not supported when the program asks for it, rather than
/// printed without them.
enum GenericDescription {
    /// Throws `unsupported` when the description of `value` (`debug` for `debugPrint` and
    /// collections' elements) would spell the type arguments of a generic type.
    static func refuseTypeArguments(in value: Value, debug: Bool) throws(Interrupt) {
        try DescribedParts.walk(value, debug: debug) { part, isElement throws(Interrupt) in
            switch part {
            case .structValue(let s):
                if s.type.isGeneric && s.typeArguments == nil && !DescribedParts.describesItself(s.type) { throw refusal(s.type) }
            case .enumValue(let t, _, _):
                // `print(Tree<Int>.leaf)` prints `leaf`; inside a collection the type is spelled.
                if t.isGeneric && isElement && !DescribedParts.describesItself(t) { throw refusal(t) }
            case .object(let o):
                if o.type.isGeneric && o.typeArguments == nil && !DescribedParts.describesItself(o.type) { throw refusal(o.type) }
            case .metatype(let t):
                if t.isGeneric { throw refusal(t) }
            default: break
            }
        }
    }

    private static func refusal(_ type: TypeDecl) -> Interrupt {
        .unsupported("describing a value of the generic type '\(type.name)' (its type arguments) is not supported yet")
    }
}
