/// Subscripts of arrays, dictionaries, strings and user types.
enum Subscripts {
    static func get(_ c: Value, _ args: [Value], labels: [String?]) throws(Interrupt) -> Value {
        switch c {
        case .array(let a):
            if case .int(let i) = args[0] {
                guard i >= 0 && i < a.count else { throw .fatal("Fatal error: Index out of range") }
                return a[i]
            }
            if let (start, end) = try rangeBounds(args[0], count: a.count) { return try slice(a, start, end) }
        case .dictionary(let d):
            if labels.count == 2, labels[1] == "default" { return d.lookup(args[0]) ?? args[1] }
            return .optional(d.lookup(args[0]))
        case .string(let s):
            if case .int(let i) = args[0] {
                guard i >= 0 && i < s.count else { throw .fatal("Fatal error: String index is out of bounds") }
                return .character(s[s.index(s.startIndex, offsetBy: i)])
            }
            if case .range = args[0] { return try StringIndices.slice(s, args[0]) }
            if case .partialRange = args[0] { return try StringIndices.slice(s, args[0]) }
        case .set(let d):
            if case .tuple = args[0] { return try SetIndices.element(d, at: args[0]) }
        case .tuple(let items, _):
            if case .int(let i) = args[0], i < items.count { return items[i] }
        case .structValue(let s):
            if let m = programSubscript(of: s.type, labels) { var me = c; return try m.invoke(args, &me) }
        case .object(let o):
            if let m = programSubscript(of: o.type, labels) { var me = c; return try m.invoke(args, &me) }
        case .optional(let x?): return try get(x, args, labels: labels)
        default: break
        }
        throw .unsupported("subscripting a value of this kind is not supported yet")
    }

    /// `c[index]` with one unlabelled index: an array's element read without an argument
    /// array, anything else as ``get(_:_:labels:)`` reads it.
    @inline(__always)
    static func get(at index: Value, of c: Value) throws(Interrupt) -> Value {
        if case .array(let a) = c, case .int(let i) = index {
            guard i >= 0 && i < a.count else { throw .fatal("Fatal error: Index out of range") }
            return a[i]
        }
        return try get(c, [index], labels: [nil])
    }

    /// Changes `c[index]` with one unlabelled index: an array's element in place without an
    /// argument array, anything else as ``modify(_:_:labels:_:)`` does.
    static func modify(
        _ c: inout Value, at index: Value, _ body: (inout Value) throws(Interrupt) -> Value
    ) throws(Interrupt) -> Value {
        if case .array = c, case .int(let i) = index {
            var a = takeArray(&c)
            defer { c = .array(a) }
            guard i >= 0 && i < a.count else { throw .fatal("Fatal error: Index out of range") }
            return try body(&a[i])
        }
        return try modify(&c, [index], labels: [nil], body)
    }

    static func modify(
        _ c: inout Value, _ args: [Value], labels: [String?],
        _ body: (inout Value) throws(Interrupt) -> Value
    ) throws(Interrupt) -> Value {
        if case .array = c, case .int(let i) = args[0] {
            var a = takeArray(&c)
            defer { c = .array(a) }
            guard i >= 0 && i < a.count else { throw .fatal("Fatal error: Index out of range") }
            return try body(&a[i])
        }
        if case .array(let whole) = c, let (start, end) = try rangeBounds(args[0], count: whole.count) {
            // `a[1...2] = ["x"]`: the slice is replaced by what the body leaves in it.
            var part = try slice(whole, start, end)
            var a = takeArray(&c)
            defer { c = .array(a) }
            let r = try body(&part)
            a.replaceSubrange(start..<end, with: try Sequences.elements(part))
            return r
        }
        if case .dictionary = c {
            var d = OrderedDict()
            if case .dictionary(let taken) = c { d = taken }
            c = .void
            let hasDefault = labels.count == 2 && labels[1] == "default"
            var v: Value = hasDefault ? (d.lookup(args[0]) ?? args[1]) : .optional(d.lookup(args[0]))
            c = .void
            let r: Value
            do { r = try body(&v) } catch { c = .dictionary(d); throw error }
            // Only the outer nil removes: `.some(nil)` (a nil `Int?` set in an `[K: Int?]`) is stored.
            if hasDefault { d.set(args[0], v) } else { d.set(args[0], Self.isOuterNil(v) ? nil : unwrapOne(v)) }
            c = .dictionary(d)
            return r
        }
        switch c {
        case .structValue, .object:
            var v = try get(c, args, labels: labels)
            let r = try body(&v)
            if let setter = setter(of: c, labels) { _ = try setter.invoke([v] + args, &c) }
            return r
        default: break
        }
        throw .unsupported("assigning through a subscript of this kind is not supported yet")
    }

    /// A plain assignment `c[args] = value`. A program type's subscript runs its setter alone,
    /// as Swift runs no getter for `=`; anything else is set as `modify` sets it.
    static func assign(_ c: inout Value, _ args: [Value], labels: [String?], _ value: Value) throws(Interrupt) {
        if let setter = setter(of: c, labels) {
            _ = try setter.invoke([value] + args, &c)
            return
        }
        _ = try modify(&c, args, labels: labels) { v throws(Interrupt) in v = value; return .void }
    }

    /// Sets `c[index] = value` with one unlabelled index: an array's element in place without
    /// an argument array, anything else as ``assign(_:_:labels:_:)`` does (a program type's
    /// setter alone, without its getter).
    static func assign(_ c: inout Value, at index: Value, _ value: Value) throws(Interrupt) {
        if case .array = c, case .int = index {
            _ = try modify(&c, at: index) { v throws(Interrupt) in v = value; return .void }
            return
        }
        try assign(&c, [index], labels: [nil], value)
    }

    /// The setter of a program struct's or class's subscript called with `labels`
    /// (`subscript.set`, `subscript(row:col:).set`).
    private static func setter(of c: Value, _ labels: [String?]) -> Callable? {
        switch c {
        case .structValue(let s): return programSubscript(of: s.type, labels, suffix: ".set")
        case .object(let o): return programSubscript(of: o.type, labels, suffix: ".set")
        default: return nil
        }
    }

    /// The method name of a program type's subscript called with `labels`: `subscript` for
    /// one whose parameters take no argument label (several such are told apart by their
    /// parameters' types, `MemberOverloads`), `subscript(row:col:)` for a labelled one, so a
    /// type may have both (`g[i]` and `g[row: r, col: c]`).
    static func programSubscriptName(_ labels: [String?]) -> String {
        labels.allSatisfy { $0 == nil } ? "subscript" : "subscript(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// The getter (or, with `suffix` ".set", the setter) of `type`'s subscript called with
    /// `labels`; a labelled subscript declared with defaulted parameters keeps the plain name
    /// (a call may leave its labels out), so it is the one found when no other is.
    static func programSubscript(of type: TypeDecl, _ labels: [String?], suffix: String = "") -> Callable? {
        let name = programSubscriptName(labels)
        return type.findMethod(name + suffix) ?? (name == "subscript" ? nil : type.findMethod("subscript" + suffix))
    }

    /// The half-open bounds a range subscript names in a collection of `count` elements; nil
    /// when `index` is not a range.
    static func rangeBounds(_ index: Value, count: Int) throws(Interrupt) -> (Int, Int)? {
        switch index {
        case .range(let lo, let hi, let closed):
            if closed && hi == Int.max { throw Arithmetic.overflow("+") }
            return (lo, closed ? hi + 1 : hi)
        case .partialRange(let r): return try r.bounds(in: count)
        default: return nil
        }
    }

    /// `a[start..<end]`, trapping as Swift's `Array` does for bounds outside it.
    static func slice(_ a: [Value], _ start: Int, _ end: Int) throws(Interrupt) -> Value {
        guard start >= 0 else { throw .fatal("Fatal error: Negative Array index is out of range") }
        guard end <= a.count else { throw .fatal("Fatal error: Array index is out of range") }
        return .array(Array(a[start..<end]))
    }

    /// Moves an array out of a value, leaving `.void`, so the array stays uniquely referenced.
    static func takeArray(_ v: inout Value) -> [Value] {
        guard case .array(let a) = v else { return [] }
        v = .void
        return a
    }

    /// Whether `v` is nil itself, not an optional holding a nil.
    static func isOuterNil(_ v: Value) -> Bool {
        if case .optional(nil) = v { return true }
        return false
    }

    static func unwrapOne(_ v: Value) -> Value {
        if case .optional(let x?) = v { return x }
        return v
    }
}
