/// A range the interpreter holds as a tuple labelled with its operator (`1.5..<2.5`,
/// `"a"..."z"`, a sized integer's `UInt8(1)...5`: `Compiler.infix`, `FixedIntRange.make`),
/// unlike an `Int` range (`Value.range`).
struct BoundsRange {
    let lower: Value
    let upper: Value
    let closed: Bool

    init?(_ v: Value) {
        guard case .tuple(let parts, let labels) = v, parts.count == 2, labels.count == 2, labels[1] == nil,
              let op = labels[0], op == "..." || op == "..<" else { return nil }
        (lower, upper, closed) = (parts[0], parts[1], op == "...")
    }

    /// The operator between the bounds.
    var op: String { closed ? "..." : "..<" }

    /// Whether `x` lies between the bounds, compared as `<` and `<=` compare them.
    func contains(_ x: Value) throws(Interrupt) -> Bool {
        let above = Sequences.truthy(try Arithmetic.binary(">=", x, lower))
        let below = Sequences.truthy(try Arithmetic.binary(closed ? "<=" : "<", x, upper))
        return above && below
    }
}
