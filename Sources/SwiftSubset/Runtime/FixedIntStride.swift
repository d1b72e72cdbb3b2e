/// `stride(from:to:by:)` and `stride(from:through:by:)` over a fixed-width integer type
/// (`stride(from: UInt8(0), to: 10, by: 3)` gives UInt8 values `0, 3, 6, 9`): the bounds are of
/// the type, the step its `Stride`, which is `Int` for every standard integer type.
enum FixedIntStride {
    /// The stride's values as an array of the bounds' type; nil when neither bound is a
    /// fixed-width integer.
    static func make(_ v: [Value], through: Bool, ctx: RunContext) throws(Interrupt) -> Value? {
        guard v.count == 3 else { return nil }
        var kind: IntKind?
        for case .fixed(let f) in v.prefix(2) { kind = f.kind }
        guard let kind else { return nil }
        guard let from = v[0].anyInteger.flatMap({ Int(exactly: $0) }), let to = v[1].anyInteger.flatMap({ Int(exactly: $0) }),
              let by = v[2].anyInteger.flatMap({ Int(exactly: $0) }) else {
            throw .unsupported("a stride over '\(kind.name)' values beyond Int's range is not supported yet")
        }
        guard by != 0 else { throw .fatal("Fatal error: Stride size must not be zero") }
        let count = Arithmetic.strideCount(from: from, to: to, by: by, through: through)
        try ctx.allocate(count)
        var out: [Value] = []
        out.reserveCapacity(count)
        for i in 0..<count {
            guard case .optional(let made?) = try kind.convert(.int(from &+ i &* by), .exactly) else {
                throw .unsupported("a stride over '\(kind.name)' values beyond its range is not supported yet")
            }
            out.append(made)
        }
        return .array(out)
    }
}
