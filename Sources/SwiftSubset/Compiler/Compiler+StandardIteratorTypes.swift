/// The static type of a standard collection's iterator (`StandardIterators`): its `next()` is
/// mutating and gives an optional element; printing it or asking its type is refused (Swift
/// prints `IndexingIterator<Array<Int>>(_elements: [1, 2], _position: 0)`, spelled by the
/// collection's type, which the interpreter does not keep).
extension Compiler {
    private static let iteratorPrefix = "IndexingIterator<"

    /// The iterator type of `receiver`'s `makeIterator()`: named by the element's type where it
    /// is a plain name (`IndexingIterator<Int>`), else with no element.
    static func standardIteratorType(of receiver: TypeRef?) -> TypeRef? {
        let element: TypeRef?
        switch receiver {
        case .array(let e)?, .set(let e)?: element = e
        case .dictionary?: element = nil
        case .named("String")?, .named("Substring")?: element = .named("Character")
        case .named("Range")?: element = nil
        default: return nil
        }
        if case .named(let n)? = element, !n.contains(where: { "<>[]():?, ".contains($0) }) { return .named(iteratorPrefix + n + ">") }
        return .named(iteratorPrefix + ">")
    }

    /// Whether `type` is a standard collection's iterator.
    static func isStandardIterator(_ type: TypeRef?) -> Bool {
        if case .named(let n)? = type { return n.hasPrefix(iteratorPrefix) }
        return false
    }

    /// The type of the iterator's `next()`: an optional element, where the element is known.
    static func standardIteratorNext(_ type: TypeRef?) -> TypeRef? {
        guard case .named(let n)? = type, n.hasPrefix(iteratorPrefix), n.count > iteratorPrefix.count + 1 else { return nil }
        return .optional(.named(String(n.dropFirst(iteratorPrefix.count).dropLast())))
    }
}
