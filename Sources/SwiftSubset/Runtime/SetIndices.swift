/// `Set.Index` and the Set members that take or give one.
///
/// An index is the element's position in the set's storage (insertion order, as the interpreter
/// keeps a set's elements) with the storage's age (`OrderedDict.age`, counting removals) and the
/// set's count when it was made, carried as a tuple `(position, age, count)` labelled `mark`, so
/// indices compare by position and describing one is refused wherever it is (inside a tuple, an
/// array, an optional, through `Any` or a generic parameter): Swift prints an index's hash-table
/// bucket. As in Swift, an index made before a removal, or one past the end, traps when used
/// ("invalid index"). An index made before an insertion is valid in Swift only while the set's
/// storage did not grow, which the interpreter does not model: using one is refused.
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

    /// The label of an index's first part, which no program's tuple can have.
    static let mark = "Set.Index"

    /// The index of the element at `position` in `d`.
    static func index(_ position: Int, in d: OrderedDict) -> Value {
        .tuple([.int(position), .int(d.age), .int(d.count)], labels: [mark, nil, nil])
    }

    /// Whether `value` is a Set index.
    static func isIndex(_ value: Value) -> Bool {
        if case .tuple(_, let labels) = value { return labels.first == mark }
        return false
    }

    /// What describing an index (`print`, interpolation, `dump`) throws.
    static var describingRefused: Interrupt { .unsupported("printing a Set.Index is not supported yet") }

    /// `set.startIndex`, `set.endIndex`; nil for other names.
    static func property(_ d: OrderedDict, _ name: String) -> Value? {
        switch name {
        case "startIndex": return index(0, in: d)
        case "endIndex": return index(d.count, in: d)
        default: return nil
        }
    }

    /// The position `i` stands for in `d`, which must be an element's (or the end's, when
    /// `endAllowed`); traps for an index of another age or out of the set, and refuses one made
    /// before an insertion (Swift's traps only if the insertion grew the storage).
    static func position(_ i: Value, in d: OrderedDict, endAllowed: Bool) throws(Interrupt) -> Int {
        guard case .tuple(let parts, _) = i, parts.count == 3, case .int(let p) = parts[0], case .int(let age) = parts[1],
              case .int(let count) = parts[2] else {
            throw .unsupported("this Set index is not supported yet")
        }
        guard age == d.age else { throw invalid }
        guard count == d.count else {
            throw .unsupported("using a Set index made before an insertion into the set is not supported yet")
        }
        guard p >= 0, endAllowed ? p <= d.count : p < d.count else { throw invalid }
        return p
    }

    /// Before `a` and `b` are compared (`==`, `<`...), when they are Set indices: Swift traps
    /// for indices of different storage ages; indices made before and after an insertion are
    /// refused, as their use is (`position(_:in:endAllowed:)`).
    static func checkComparable(_ a: Value, _ b: Value) throws(Interrupt) {
        guard isIndex(a), isIndex(b), case .tuple(let x, _) = a, case .tuple(let y, _) = b else { return }
        guard valuesEqual(x[1], y[1]) else { throw .fatal("Fatal error: Can't compare indices belonging to different collections") }
        guard valuesEqual(x[2], y[2]) else {
            throw .unsupported("using a Set index made before an insertion into the set is not supported yet")
        }
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
