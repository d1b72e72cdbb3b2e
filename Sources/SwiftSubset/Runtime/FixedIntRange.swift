/// Ranges of fixed-width integers (`0..<count` with a `UInt` count, `Int8(1)...5`): carried
/// as the tuple every range of bounds other than `Int` is, `[lower, upper]` labelled by its
/// operator, with both bounds of one kind.
enum FixedIntRange {
    /// The range `a...b` (or `a..<b`) when either bound is a fixed-width integer; nil otherwise.
    /// An `Int` bound is a literal the checker left untyped and takes the other bound's type.
    static func make(_ a: Value, _ b: Value, closed: Bool) throws(Interrupt) -> Value? {
        let kind: IntKind
        switch (a, b) {
        case (.fixed(let x), _): kind = x.kind
        case (_, .fixed(let y)): kind = y.kind
        default: return nil
        }
        let lo = try bound(a, kind), hi = try bound(b, kind)
        // The standard library's precondition, for `...` and `..<` alike (swiftc 6.1:
        // `UInt(3)..<UInt(1)` stops with "Fatal error: Range requires lowerBound <= upperBound").
        guard case .bool(true)? = try FixedIntArithmetic.fast(.lessOrEqual, lo, hi) else {
            throw .fatal("Fatal error: Range requires lowerBound <= upperBound")
        }
        return .tuple([.fixed(lo), .fixed(hi)], labels: [closed ? "..." : "..<", nil])
    }

    private static func bound(_ v: Value, _ kind: IntKind) throws(Interrupt) -> FixedInt {
        switch v {
        case .fixed(let f) where f.kind == kind: return f
        case .int:
            if case .fixed(let f) = try kind.convert(v, .checked) { return f }
        default: break
        }
        throw .unsupported("ranges whose bounds are of different types are not supported yet")
    }

    /// The bounds of a range `make` built, and whether it is closed; nil for any other value.
    static func bounds(_ v: Value) -> (lower: FixedInt, upper: FixedInt, closed: Bool)? {
        guard let range = BoundsRange(v), case .fixed(let lo) = range.lower, case .fixed(let hi) = range.upper else { return nil }
        return (lo, hi, range.closed)
    }

    /// The values a `for-in` loop visits, lower bound first.
    static func elements(_ lower: FixedInt, _ upper: FixedInt, closed: Bool) throws(Interrupt) -> [Value] {
        let kind = lower.kind
        if kind.isSigned {
            let lo = Int64(bitPattern: lower.bits), hi = Int64(bitPattern: upper.bits)
            if closed ? hi < lo : hi <= lo { return [] }
            let span = hi.subtractingReportingOverflow(lo)
            if span.overflow || span.partialValue >= Int64(Arithmetic.maxSize) { try Arithmetic.checkSize(Int.max) }
            let values = closed ? Array(lo...hi) : Array(lo..<hi)
            return values.map { .fixed(FixedInt(bits: UInt64(bitPattern: $0), kind)) }
        }
        let lo = lower.bits, hi = upper.bits
        if closed ? hi < lo : hi <= lo { return [] }
        if hi - lo >= UInt64(Arithmetic.maxSize) { try Arithmetic.checkSize(Int.max) }
        let values = closed ? Array(lo...hi) : Array(lo..<hi)
        return values.map { .fixed(FixedInt(bits: $0, kind)) }
    }

    /// What `print` writes (`0..<3`); `debugPrint` wraps it (`Range(0..<3)`, `ClosedRange(0...3)`).
    static func description(_ v: Value, debug: Bool) -> String? {
        guard let (lo, hi, closed) = bounds(v) else { return nil }
        let text = lo.description + (closed ? "..." : "..<") + hi.description
        return debug ? (closed ? "ClosedRange(" : "Range(") + text + ")" : text
    }

    /// `UInt8.random(in: lo..<hi)`: a value of the range's kind, or the standard library's
    /// trap for an empty range.
    static func random(in v: Value, kind: IntKind) throws(Interrupt) -> Value {
        var range = v
        if case .range(let lo, let hi, let closed) = v {
            // Two literals (`UInt.random(in: 2..<10)`), which the checker found fit `kind`.
            range = try make(try kind.convert(.int(lo), .checked), .int(hi), closed: closed) ?? v
        }
        guard let (lo, hi, closed) = bounds(range), lo.kind == kind else {
            throw .unsupported("'\(kind.name).random(in:)' with a range of another type is not supported yet")
        }
        return try kind.with(RandomIn(lower: lo, upper: hi, closed: closed))
    }
}

/// `T.random(in:)` computed with the range's own Swift type.
private struct RandomIn: FixedIntBody {
    let lower: FixedInt, upper: FixedInt, closed: Bool

    func run<T: FixedWidthInteger>(_ type: T.Type, _ kind: IntKind) throws(Interrupt) -> Value {
        let lo = lower.value(as: T.self), hi = upper.value(as: T.self)
        // swiftc 6.1: `UInt.random(in: 2..<2)` stops with "Fatal error: Can't get random value
        // with an empty range", as `Int.random(in:)` does.
        guard closed || lo < hi else { throw .fatal("Fatal error: Can't get random value with an empty range") }
        return .fixed(FixedInt(closed ? T.random(in: lo...hi) : T.random(in: lo..<hi), kind))
    }
}
