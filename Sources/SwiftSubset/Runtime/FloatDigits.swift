/// `Float` values are held as Doubles: the Double printed with the Float's own digits
/// (`Float(0.1)` is held as 0.1, `Float(16777217)` as 16777216), so printing a Float and
/// comparing it with a literal agree with Swift. Arithmetic on two Floats is computed in single
/// precision (`arithmetic`); other arithmetic involving a Float is refused by the checker
/// (`refuseFloatArithmetic`).
enum FloatDigits {
    /// `a op b` (`+`, `-`, `*`, `/`) on two Floats held as Doubles, computed as Swift computes
    /// it, in single precision (`Float(0.1) + Float(0.2)` is `0.3`, not `0.30000000000000004`),
    /// and held again.
    static func arithmetic(_ op: String, _ a: Value, _ b: Value) throws(Interrupt) -> Value {
        let x = try single(a), y = try single(b)
        let result: Float
        switch op {
        case "+": result = x + y
        case "-": result = x - y
        case "*": result = x * y
        case "/": result = x / y
        default: throw .unsupported("'\(op)' on 'Float' values is not supported yet")
        }
        return try held(result)
    }

    /// The Float methods whose result Swift rounds to single precision (by full name), as
    /// functions of the receiver and the arguments.
    static let methods: [String: @Sendable (Float, [Float]) -> Float] = [
        "squareRoot()": { x, _ in x.squareRoot() },
        "truncatingRemainder(dividingBy:)": { x, a in x.truncatingRemainder(dividingBy: a[0]) },
        "remainder(dividingBy:)": { x, a in x.remainder(dividingBy: a[0]) },
        "addingProduct(_:_:)": { x, a in x.addingProduct(a[0], a[1]) },
    ]

    /// The method `full` (one of `methods`) called on a Float held as a Double, with Float
    /// arguments, computed in single precision.
    static func call(_ full: String, _ receiver: Value, _ arguments: [Value]) throws(Interrupt) -> Value {
        guard let method = methods[full] else { throw .unsupported("'\(full)' on a 'Float' is not supported yet") }
        var floats: [Float] = []
        for a in arguments { floats.append(try single(a)) }
        return try held(method(try single(receiver), floats))
    }

    /// The value holding the Float `f`; a NaN keeps its sign (`held(rounding:)` reads the
    /// Float's digits, which drop it).
    static func held(_ f: Float) throws(Interrupt) -> Value {
        if f.isNaN { return .double(Double(f)) }
        guard let held = held(rounding: Double(f)) else { throw .unsupported(refusal) }
        return .double(held)
    }

    /// The Float a value held for one stands for.
    private static func single(_ v: Value) throws(Interrupt) -> Float {
        switch v {
        case .double(let d): return Float(d)
        case .int(let i): return Float(i)
        default: throw .unsupported("arithmetic on this 'Float' value is not supported yet")
        }
    }

    /// The Double holding the Float nearest to `d`; nil where Swift prints that Float in a form
    /// a Double of the same value is not printed in (`Float(1e8)` prints `1e+08`, the Double
    /// `100000000.0`: above 2^24, Float's description switches to exponents).
    static func held(rounding d: Double) -> Double? {
        let text = Float(d).description
        guard let held = Double(text), held.description == text else { return nil }
        return held
    }

    /// What a Float held as `d` converts to as a Double (`Double(Float(0.1))` is
    /// 0.10000000149011612): the Float's exact value, which its digits name.
    static func widened(_ d: Double) -> Double { Double(Float(d)) }

    /// The refusal for a Float `held(rounding:)` cannot hold.
    static let refusal = "a 'Float' of magnitude above 2^24 is not supported yet (Swift prints it with an exponent, like '1e+08')"
}
