/// `Float` values are held as Doubles: the Double printed with the Float's own digits
/// (`Float(0.1)` is held as 0.1, `Float(16777217)` as 16777216), so printing a Float and
/// comparing it with a literal agree with Swift. Arithmetic on Floats is refused by the checker
/// (`refuseFloatArithmetic`).
enum FloatDigits {
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
