/// `Set.Index` and the Set members that take or give one.
///
/// An index is the element's position in the set's storage (insertion order, as the interpreter
/// keeps a set's elements) with the storage's age (`OrderedDict.age`, counting removals), carried
/// as a tuple `(position, age)` so indices compare by position. As in Swift, an index made before a
/// removal, or one past the end, traps when used ("invalid index"). The checker types these
/// expressions `Set.Index` and refuses printing them: Swift prints an index's hash-table bucket.
enum SetIndices {
    /// The static type the checker gives an index.
    static let typeName = "Set.Index"

    static var invalid: Interrupt { .fatal("Fatal error: Attempting to access Set elements using an invalid index") }

    /// The index members' result types, by full name, for a set of `element`s; nil for other names.
    static func resultType(_ full: String, element: TypeRef) -> TypeRef? {
        switch full {
        case "firstIndex(of:)", "firstIndex(where:)", "index(_:offsetBy:limitedBy:)": return .optional(.named(typeName))
        case "index(after:)", "index(_:offsetBy:)": return .named(typeName)
        case "distance(from:to:)": return .named("Int")
        case "remove(at:)": return element
        default: return nil
        }
    }

    /// The index of the element at `position` in `d`.
    static func index(_ position: Int, in d: OrderedDict) -> Value {
        .tuple([.int(position), .int(d.age)], labels: [nil, nil])
    }

    /// `set.startIndex`, `set.endIndex`; nil for other names.
    static func property(_ d: OrderedDict, _ name: String) -> Value? {
        switch name {
        case "startIndex": return index(0, in: d)
        case "endIndex": return index(d.count, in: d)
        default: return nil
        }
    }

    /// The position `i` stands for in `d`, which must be an element's (or the end's, when
    /// `endAllowed`); traps for an index of another age or out of the set.
    static func position(_ i: Value, in d: OrderedDict, endAllowed: Bool) throws(Interrupt) -> Int {
        guard case .tuple(let parts, _) = i, parts.count == 2, case .int(let p) = parts[0], case .int(let age) = parts[1] else {
            throw .unsupported("this Set index is not supported yet")
        }
        guard age == d.age, p >= 0, endAllowed ? p <= d.count : p < d.count else { throw invalid }
        return p
    }

    /// `set[i]`.
    static func element(_ d: OrderedDict, at i: Value) throws(Interrupt) -> Value {
        d.keys[try position(i, in: d, endAllowed: false)]
    }

    /// One of the members reading indices of `d` (`remove(at:)` is `SetMethods`'), or nil when
    /// `name` is not one of them.
    static func call(_ d: OrderedDict, _ name: String, _ args: [Value]) throws(Interrupt) -> Value? {
        let walk = ForwardIndexing(
            indexAfter: { i throws(Interrupt) in index(try position(i, in: d, endAllowed: false) + 1, in: d) },
            equal: { a, b throws(Interrupt) in try position(a, in: d, endAllowed: true) == position(b, in: d, endAllowed: true) },
            less: { a, b throws(Interrupt) in try position(a, in: d, endAllowed: true) < position(b, in: d, endAllowed: true) })
        if let r = try walk.call(name, args) { return r }
        switch name {
        case "index(after:)": return try walk.indexAfter(args[0])
        case "firstIndex(of:)": return .optional(d.index[HashKey(args[0])].map { index($0, in: d) })
        case "firstIndex(where:)":
            for (p, x) in d.keys.enumerated() where Sequences.truthy(try Sequences.call(args[0], [x])) {
                return .optional(index(p, in: d))
            }
            return .optional(nil)
        default: return nil
        }
    }
}
