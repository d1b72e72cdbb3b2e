/// The arithmetic edges of the built-ins, checked so that no value a program computes traps
/// the interpreter itself; each becomes the runtime error compiled Swift prints.
extension Arithmetic {
    /// `Int(d)` for a Double, with Swift's messages (checked with swiftc 6.1: "Double value
    /// cannot be converted to Int because the result would be greater than Int.max", "… less
    /// than Int.min", "… because it is either infinite or NaN").
    static func int(fromDouble d: Double) throws(Interrupt) -> Int {
        let prefix = "Fatal error: Double value cannot be converted to Int because "
        guard d.isFinite else { throw .fatal(prefix + "it is either infinite or NaN") }
        // 2^63 is the first Double above Int.max; -2^63 is Int.min itself.
        guard d > -9_223_372_036_854_775_808.0 || d == -9_223_372_036_854_775_808.0 else {
            throw .fatal(prefix + "the result would be less than Int.min")
        }
        guard d < 9_223_372_036_854_775_808.0 else {
            throw .fatal(prefix + "the result would be greater than Int.max")
        }
        return Int(d)
    }

    /// How many values `stride(from:to:by:)` (or `through:`) visits, counted without
    /// overflow for any bounds; `by` is not zero. A count too big for `Int` is `Int.max`, which
    /// the memory limit refuses.
    static func strideCount(from: Int, to: Int, by: Int, through: Bool) -> Int {
        if by > 0 ? from > to : from < to { return 0 }
        if from == to { return through ? 1 : 0 }
        let span = by > 0 ? UInt(bitPattern: to &- from) : UInt(bitPattern: from &- to)
        let step = by.magnitude
        let count = through ? span / step + 1 : (span - 1) / step + 1
        return count > UInt(Int.max) ? Int.max : Int(count)
    }
}
