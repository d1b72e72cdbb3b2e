/// The standard library's default index algorithms of a `Collection` that is not bidirectional
/// (a `Set`, a program's own collection), built on the collection's own `index(after:)` and index
/// comparisons, step by step as Swift's defaults run them: so the collection's own code runs as
/// often, in the same order, and an index walked past the end traps where the collection's
/// `index(after:)` traps.
struct ForwardIndexing {
    /// The collection's `index(after:)`.
    let indexAfter: (Value) throws(Interrupt) -> Value
    /// The index type's `==`.
    let equal: (Value, Value) throws(Interrupt) -> Bool
    /// The index type's `<`.
    let less: (Value, Value) throws(Interrupt) -> Bool
    /// Whether the collection is a BidirectionalCollection, which Swift moves backwards by
    /// `index(before:)` where a forward one traps: not supported yet.
    var bidirectional = false

    private var negativeOffset: Interrupt {
        bidirectional ? .unsupported("moving a BidirectionalCollection's index backwards is not supported yet")
            : .fatal("Fatal error: Only BidirectionalCollections can be advanced by a negative amount")
    }

    /// `index(_:offsetBy:)`.
    func index(_ i: Value, offsetBy n: Int) throws(Interrupt) -> Value {
        guard n >= 0 else { throw negativeOffset }
        var i = i
        for _ in 0..<n { i = try indexAfter(i) }
        return i
    }

    /// `index(_:offsetBy:limitedBy:)`: nil when `limit` is reached before `n` steps are taken.
    func index(_ i: Value, offsetBy n: Int, limitedBy limit: Value) throws(Interrupt) -> Value? {
        guard n >= 0 else { throw negativeOffset }
        var i = i
        for _ in 0..<n {
            if try equal(i, limit) { return nil }
            i = try indexAfter(i)
        }
        return i
    }

    /// `distance(from:to:)`: the steps from `start` to `end`, which may not come before it. A
    /// Collection checks `start <= end` (`!(end < start)`) first; a BidirectionalCollection asks
    /// `start < end`, then `end < start` (`start > end`) when it is not, as Swift's defaults do.
    func distance(from start: Value, to end: Value) throws(Interrupt) -> Int {
        if bidirectional {
            if try !less(start, end) {
                if try less(end, start) { throw negativeOffset }
                return 0
            }
        } else if try less(end, start) {
            throw .fatal("Fatal error: Only BidirectionalCollections can have end come before start")
        }
        var i = start, count = 0
        while try !equal(i, end) {
            count += 1
            i = try indexAfter(i)
        }
        return count
    }

    /// One of the methods above called by its full name with `args`; nil for any other name.
    func call(_ name: String, _ args: [Value]) throws(Interrupt) -> Value? {
        switch name {
        case "index(_:offsetBy:)":
            return try index(args[0], offsetBy: try Self.offset(args[1]))
        case "index(_:offsetBy:limitedBy:)":
            return .optional(try index(args[0], offsetBy: try Self.offset(args[1]), limitedBy: args[2]))
        case "distance(from:to:)":
            return .int(try distance(from: args[0], to: args[1]))
        default: return nil
        }
    }

    /// The full names `call` answers.
    static let methodNames: Set<String> = ["index(_:offsetBy:)", "index(_:offsetBy:limitedBy:)", "distance(from:to:)"]

    private static func offset(_ v: Value) throws(Interrupt) -> Int {
        guard case .int(let n) = v else { throw .unsupported("an index offset of this kind is not supported yet") }
        return n
    }
}
