/// `String.Index` and the String methods that take or give one.
///
/// An index is the offset in Characters from the start of the string, carried as an `Int`
/// (as `firstIndex(of:)` on a String already gave it), so `s[i]` and ranges of indices use the
/// integer machinery. The checker types these expressions `String.Index` and refuses printing
/// them, since Swift prints an index's internal bits. Every index outside the string traps with
/// Swift's "String index is out of bounds".
enum StringIndices {
    /// The static type the checker gives an index.
    static let typeName = "String.Index"

    /// The static type the checker gives a range of indices of the kind named (`Range` for
    /// `s.startIndex..<i`, `PartialRangeFrom` for `i...`), held as a range of Character offsets:
    /// printing it is refused, as printing an index is.
    static func rangeTypeName(_ kind: String) -> String { kind + "<" + typeName + ">" }

    /// The range kind of a type `rangeTypeName` made (`ClosedRange`), or nil.
    static func rangeKind(_ type: TypeRef?) -> String? {
        guard case .named(let n)? = type, n.hasSuffix("<" + typeName + ">") else { return nil }
        return String(n.dropLast(typeName.count + 2))
    }

    static var outOfBounds: Interrupt { Interrupt.fatal("Fatal error: String index is out of bounds") }

    /// The methods below, by full name, with whether each gives an index (else nil).
    static var methodResults: [String: TypeRef?] { [
        "index(after:)": .named(typeName), "index(before:)": .named(typeName),
        "index(_:offsetBy:)": .named(typeName), "index(_:offsetBy:limitedBy:)": .optional(.named(typeName)),
        "firstIndex(of:)": .optional(.named(typeName)), "lastIndex(of:)": .optional(.named(typeName)),
        "firstIndex(where:)": .optional(.named(typeName)), "lastIndex(where:)": .optional(.named(typeName)),
        "distance(from:to:)": .named("Int"), "insert(_:at:)": nil, "insert(contentsOf:at:)": nil,
        "remove(at:)": .named("Character"), "removeSubrange(_:)": nil, "replaceSubrange(_:with:)": nil,
        "prefix(upTo:)": .named("Substring"), "prefix(through:)": .named("Substring"), "suffix(from:)": .named("Substring"),
        // Foundation's (`StringFoundationMethods`).
        "range(of:)": .optional(.named(rangeTypeName("Range"))), "range(of:options:)": .optional(.named(rangeTypeName("Range"))),
    ] }

    /// `s.startIndex`, `s.endIndex`, `s.indices`; nil for other names.
    static func property(_ s: String, _ name: String) -> Value? {
        switch name {
        case "startIndex": return .int(0)
        case "endIndex": return .int(s.count)
        case "indices": return .range(0, s.count, closed: false)
        default: return nil
        }
    }

    /// One of the index methods on `base` (a `.string`), or nil when `name` is not one of them.
    static func call(_ base: inout Value, _ s: String, _ name: String, _ args: [Value]) throws(Interrupt) -> Value? {
        let count = s.count
        func index(_ i: Int) throws(Interrupt) -> Int {
            guard case .int(let n) = args[i] else { throw .unsupported("this String index is not supported yet") }
            return n
        }
        func valid(_ i: Int, endAllowed: Bool) throws(Interrupt) -> Int {
            guard i >= 0, endAllowed ? i <= count : i < count else { throw outOfBounds }
            return i
        }
        switch name {
        case "index(after:)":
            return .int(try valid(index(0), endAllowed: false) + 1)
        case "index(before:)":
            let i = try index(0)
            guard i > 0 && i <= count else { throw outOfBounds }
            return .int(i - 1)
        case "index(_:offsetBy:)":
            let i = try valid(index(0), endAllowed: true)
            let (moved, overflow) = i.addingReportingOverflow(try index(1))
            guard !overflow else { throw outOfBounds }
            return .int(try valid(moved, endAllowed: true))
        case "index(_:offsetBy:limitedBy:)":
            let i = try valid(index(0), endAllowed: true), n = try index(1), limit = try index(2)
            let (moved, overflow) = i.addingReportingOverflow(n)
            guard !overflow else { throw outOfBounds }
            // Swift's rule: the limit stops the move only when it lies in the move's direction.
            if n >= 0 ? (limit >= i && moved > limit) : (limit <= i && moved < limit) { return .optional(nil) }
            return .optional(.int(try valid(moved, endAllowed: true)))
        // The standard library's `s[..<i]`, `s[...i]` and `s[i...]`.
        case "prefix(upTo:)": return .string(String(s.prefix(try valid(index(0), endAllowed: true))))
        case "prefix(through:)": return .string(String(s.prefix(try valid(index(0), endAllowed: false) + 1)))
        case "suffix(from:)": return .string(String(s.dropFirst(try valid(index(0), endAllowed: true))))
        case "distance(from:to:)":
            return .int(try valid(index(1), endAllowed: true) - valid(index(0), endAllowed: true))
        case "insert(_:at:)", "insert(contentsOf:at:)":
            let at = try valid(index(1), endAllowed: true)
            let text: String
            switch args[0] {
            case .character(let c): text = String(c)
            case .string(let t): text = t
            case .array(let cs): text = String(cs.compactMap { if case .character(let c) = $0 { c } else { nil } })
            default: throw .unsupported("inserting this value into a String is not supported yet")
            }
            var copy = s
            copy.insert(contentsOf: text, at: copy.index(copy.startIndex, offsetBy: at))
            base = .string(copy)
            return .void
        case "remove(at:)":
            let at = try valid(index(0), endAllowed: false)
            var copy = s
            let removed = copy.remove(at: copy.index(copy.startIndex, offsetBy: at))
            base = .string(copy)
            return .character(removed)
        case "removeSubrange(_:)", "replaceSubrange(_:with:)":
            let (lo, hi) = try bounds(args[0], in: s)
            var copy = s
            let range = copy.index(copy.startIndex, offsetBy: lo)..<copy.index(copy.startIndex, offsetBy: hi)
            if name == "removeSubrange(_:)" {
                copy.removeSubrange(range)
            } else {
                guard case .string(let with) = args[1] else {
                    throw .unsupported("replacing part of a String with this value is not supported yet")
                }
                copy.replaceSubrange(range, with: with)
            }
            base = .string(copy)
            return .void
        default:
            return nil
        }
    }

    /// The Characters from `lo` to before `hi` that a range of indices covers in `s`, trapping
    /// as Swift does for a bound outside the string.
    static func bounds(_ range: Value, in s: String) throws(Interrupt) -> (Int, Int) {
        let count = s.count
        let lo: Int, hi: Int
        switch range {
        case .range(let a, let b, let closed):
            if closed && b == Int.max { throw outOfBounds }
            (lo, hi) = (a, closed ? b + 1 : b)
        case .partialRange(let r):
            (lo, hi) = try r.bounds(in: count)
        default:
            throw .unsupported("this range of String indices is not supported yet")
        }
        guard lo >= 0, hi <= count, lo <= hi else { throw outOfBounds }
        return (lo, hi)
    }

    /// `s[range]`: the Characters the range covers (a Substring in Swift, a String here).
    static func slice(_ s: String, _ range: Value) throws(Interrupt) -> Value {
        let (lo, hi) = try bounds(range, in: s)
        let start = s.index(s.startIndex, offsetBy: lo)
        return .string(String(s[start..<s.index(start, offsetBy: hi - lo)]))
    }
}
