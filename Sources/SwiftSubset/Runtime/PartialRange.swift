/// A one-sided range of integers (`lo...`, `..<hi`, `...hi`): Swift's `PartialRangeFrom`,
/// `PartialRangeUpTo` and `PartialRangeThrough`. Kept apart from two-sided ranges so that
/// `a[2...]` (to the end, whatever it is) and `a[2..<Int.max]` (past the end: a trap) differ.
package enum PartialRange: Equatable {
    case from(Int)
    case upTo(Int)
    case through(Int)

    /// Swift's name of the type, as `type(of:)` prints it.
    var typeName: String {
        switch self {
        case .from: return "PartialRangeFrom<Int>"
        case .upTo: return "PartialRangeUpTo<Int>"
        case .through: return "PartialRangeThrough<Int>"
        }
    }

    /// What `print` writes: `PartialRangeFrom<Int>(lowerBound: 3)`.
    var description: String {
        switch self {
        case .from(let lo): return "\(typeName)(lowerBound: \(lo))"
        case .upTo(let hi), .through(let hi): return "\(typeName)(upperBound: \(hi))"
        }
    }

    /// What `debugPrint` and collections write, with the module:
    /// `Swift.PartialRangeFrom<Swift.Int>(lowerBound: 3)`.
    var debugDescription: String {
        let bound: String
        switch self {
        case .from(let lo): bound = "lowerBound: \(lo)"
        case .upTo(let hi), .through(let hi): bound = "upperBound: \(hi)"
        }
        return "Swift.\(typeName.dropLast(5))<Swift.Int>(\(bound))"
    }

    /// `range.contains(x)` and `case range:`.
    func contains(_ x: Int) -> Bool {
        switch self {
        case .from(let lo): return x >= lo
        case .upTo(let hi): return x < hi
        case .through(let hi): return x <= hi
        }
    }

    /// The bounds this range stands for in a collection of `count` elements (`relative(to:)`):
    /// a start and an end past the last index. Traps as Swift's `relative(to:)` traps: a
    /// range whose start passes its end, an end past `Int.max`.
    func bounds(in count: Int) throws(Interrupt) -> (start: Int, end: Int) {
        let bounds: (start: Int, end: Int)
        switch self {
        case .from(let lo): bounds = (lo, count)
        case .upTo(let hi): bounds = (0, hi)
        case .through(let hi):
            guard hi < Int.max else { throw Arithmetic.overflow("+") }
            bounds = (0, hi + 1)
        }
        guard bounds.start <= bounds.end else { throw .fatal("Fatal error: Range requires lowerBound <= upperBound") }
        return bounds
    }
}

/// The elements `zip` pairs: a `lo...` range beside a finite sequence counts from `lo` as far as
/// the other goes (`zip(1..., names)`), rather than being made an array first.
func zippedElements(_ a: Value, _ b: Value) throws(Interrupt) -> ([Value], [Value]) {
    func counting(from lo: Int, _ count: Int) -> [Value] {
        (0..<count).map { .int(lo &+ $0) }
    }
    switch (a, b) {
    case (.partialRange(.from), .partialRange(.from)):
        throw .unsupported("zipping two endless ranges is not supported yet")
    case (.partialRange(.from(let lo)), _):
        let other = try Sequences.elements(b)
        return (counting(from: lo, other.count), other)
    case (_, .partialRange(.from(let lo))):
        let other = try Sequences.elements(a)
        return (other, counting(from: lo, other.count))
    default:
        return (try Sequences.elements(a), try Sequences.elements(b))
    }
}
