/// `stride(from:to:by:)` and `stride(from:through:by:)` over floating-point bounds, as Swift
/// computes them in the bounds' own type.
enum FloatingStride {
    /// The values from `a` towards `b` by `s`, each `a + i * s` with one rounding
    /// (`addingProduct`), as Swift computes a floating-point stride (swiftc: from 1.0 by -0.3 the
    /// fourth value is 0.10000000000000003), so a step too small to move the value still ends.
    /// The count is charged before the loop (a stride of 1e18 values is refused at once);
    /// `hold` makes each value.
    static func values<F: BinaryFloatingPoint>(_ a: F, _ b: F, _ s: F, through: Bool, ctx: RunContext,
                                               hold: (F) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        guard s != 0 else { throw .fatal("Fatal error: Stride size must not be zero") }
        let estimate = Double(((b - a) / s).rounded(.up)) + 1
        try ctx.allocate(estimate.isNaN ? 0 : estimate >= 1e15 ? Int.max : max(0, Int(estimate)))
        var out: [Value] = []
        var i: F = 0
        var x = a
        while s > 0 ? (through ? x <= b : x < b) : (through ? x >= b : x > b) {
            out.append(try hold(x))
            i += 1
            x = a.addingProduct(i, s)
        }
        return .array(out)
    }
}
