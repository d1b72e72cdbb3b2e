/// Values of a program's own types in `for-in` and wherever a sequence's elements are read:
/// a type adopting `Sequence` through its `makeIterator()`, an iterator (`next()`) that is
/// its own sequence, as Swift gives every `IteratorProtocol & Sequence` type, or a collection
/// walked by its indices (`ScriptCollections`).
enum ScriptSequences {
    /// The protocols a program's type may declare it adopts to be walked this way (the
    /// collections with the defaults of `ScriptCollections`).
    static let protocolNames: Set<String> = ["Sequence", "IteratorProtocol", "Collection", "BidirectionalCollection"]

    /// Gives the next element on each call, nil at the end; nil when `value`'s type has
    /// neither `makeIterator()` nor `next()`.
    static func iterator(_ value: Value) throws(Interrupt) -> (() throws(Interrupt) -> Value?)? {
        guard let type = scriptType(of: value) else { return nil }
        if let view = try SequenceViews.iterator(value) { return view }
        if let view = try LazyViews.iterator(value) { return view }
        var receiver = value
        var iterator: Value
        if let make = type.findMethod("makeIterator()") {
            iterator = try make.invoke([], &receiver)
        } else if type.findMethod("next()") != nil {
            iterator = value
        } else {
            return try ScriptCollections.indexingIterator(value)
        }
        guard let next = scriptType(of: iterator)?.findMethod("next()") else {
            throw .unsupported("iterating with an iterator of this kind is not supported yet")
        }
        return { () throws(Interrupt) -> Value? in
            switch try next.invoke([], &iterator) {
            case .optional(let element): return element
            case let element: return element
            }
        }
    }

    /// Every element, read at once (`Array(sequence)`); the step and time limits of the
    /// iterator's own code stop an endless one.
    /// A collection counts itself first (`count`), as Swift's `Array(collection)` does.
    static func elements(_ value: Value) throws(Interrupt) -> [Value]? {
        if let c = ScriptCollections.indexing(value) { _ = try c.count() }
        guard let next = try iterator(value) else { return nil }
        var out: [Value] = []
        while let element = try next() { out.append(element) }
        return out
    }

    /// The program's type of a struct, object or enum value; nil for other values.
    static func scriptType(of value: Value) -> TypeDecl? {
        switch value {
        case .structValue(let s): return s.type
        case .object(let o): return o.type
        case .enumValue(let t, _, _): return t
        default: return nil
        }
    }
}
