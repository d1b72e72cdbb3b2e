/// Iteration over runtime collections.
enum Sequences {
    /// The elements a `for-in` loop visits.
    static func elements(_ v: Value) throws(Interrupt) -> [Value] {
        switch v {
        case .array(let a): return a
        case .set(let d): return d.keys
        case .dictionary(let d):
            return zip(d.keys, d.values).map { .tuple([$0, $1], labels: ["key", "value"]) }
        case .range(let lo, let hi, let closed):
            if !closed && hi <= lo { return [] }
            let end = closed ? hi : hi - 1
            if end < lo { return [] }
            let (span, overflow) = end.subtractingReportingOverflow(lo)
            if overflow || span >= Arithmetic.maxSize { try Arithmetic.checkSize(Int.max) }
            return (lo...end).map { .int($0) }
        case .partialRange(.from):
            // `Array(lo...)`: as many elements as there are Ints from lo.
            try Arithmetic.checkSize(Int.max)
            return []
        case .string(let s): return s.map { .character($0) }
        case .optional(let x?): return try elements(x)
        default:
            if let r = FixedIntRange.bounds(v) { return try FixedIntRange.elements(r.lower, r.upper, closed: r.closed) }
            if let script = try ScriptSequences.elements(v) { return script }
            throw .unsupported("iterating a value of this kind is not supported yet")
        }
    }

    static func less(_ a: Value, _ b: Value) throws(Interrupt) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x < y
        case (.string(let x), .string(let y)): return x < y
        case (.double(let x), .double(let y)): return x < y
        default:
            if case .bool(let r) = try Arithmetic.binary("<", a, b) { return r }
            return false
        }
    }

    static func call(_ f: Value, _ args: [Value]) throws(Interrupt) -> Value {
        guard case .function(let c) = f else { throw .unsupported("passing a value of this kind as a function is not supported yet") }
        if c.enterArity == args.count, let enter = c.enter {
            return try enter { frame throws(Interrupt) in for i in 0..<args.count { frame.slots.fill(i, with: args[i]) } }
        }
        return try c.call(args)
    }

    /// Calls `f` with two arguments (a comparison, a combining step) without making an
    /// argument array when `f` is entered with its arguments in its frame (`Callable.enter`).
    static func call(_ f: Value, _ x: Value, _ y: Value) throws(Interrupt) -> Value {
        guard case .function(let c) = f else { throw .unsupported("passing a value of this kind as a function is not supported yet") }
        if c.enterArity == 2, let enter = c.enter {
            return try enter { frame throws(Interrupt) in
                frame.slots.fill(0, with: x)
                frame.slots.fill(1, with: y)
            }
        }
        return try c.call([x, y])
    }

    static func truthy(_ v: Value) -> Bool {
        if case .bool(let b) = v { return b }
        return false
    }

    /// `sorted()` and `sort()`: ascending, each comparison counted as a step (so sorting
    /// millions of values meets the time limit). An array holding only `Int`s is sorted
    /// natively: no program code sees its comparisons, so it is charged the steps of a sort's
    /// n·log₂n comparisons before it is sorted.
    static func sortedAscending(_ a: [Value], ctx: RunContext) throws(Interrupt) -> [Value] {
        var ints: [Int] = []
        ints.reserveCapacity(a.count)
        for v in a {
            guard case .int(let i) = v else {
                return try sortByPosition(a) { i, j throws(Interrupt) in try ctx.step(); return try less(a[i], a[j]) }
            }
            ints.append(i)
        }
        try ctx.step(count: ints.count * max(1, Int.bitWidth - ints.count.leadingZeroBitCount))
        ints.sort()
        return ints.map { .int($0) }
    }

    /// `sorted(by:)` and `sort(by:)`: the elements in the order the program's function
    /// `areInIncreasingOrder` gives. The function is unwrapped once, not on each comparison,
    /// and a function entered with its arguments in its frame (`Callable.enter`) gets the two
    /// elements stored there straight from the array.
    static func sorted(_ a: [Value], by areInIncreasingOrder: Value) throws(Interrupt) -> [Value] {
        if case .function(let c) = areInIncreasingOrder, c.enterArity == 2, let enter = c.enter {
            return try sortByPosition(a) { i, j throws(Interrupt) in
                truthy(try enter { frame throws(Interrupt) in
                    frame.slots.fill(0, with: a[i])
                    frame.slots.fill(1, with: a[j])
                })
            }
        }
        return try sortByPosition(a) { i, j throws(Interrupt) in truthy(try call(areInIncreasingOrder, a[i], a[j])) }
    }

    /// Sorts `a` by the standard library's own `sort(by:)`, so a program's comparison function
    /// is called with the same pairs, in the same order, as compiled Swift calls it: a
    /// comparison that prints, counts or is inconsistent shows the algorithm (an insertion sort
    /// below the minimum run length, runs merged above it), and any other stable sort would
    /// show a different sequence. The positions of the elements are sorted rather than the
    /// elements (a `Value` copied is a switch on its kind and often a retain); `less` compares
    /// the elements at two positions. The one error `less` throws is passed on, after the sort.
    static func sortByPosition(
        _ a: [Value], by less: @escaping (_ i: Int, _ j: Int) throws(Interrupt) -> Bool
    ) throws(Interrupt) -> [Value] {
        if a.count < 2 { return a }
        let order = PositionOrder(less)
        var positions = Array(a.indices)
        positions.sort { i, j in order.inIncreasingOrder(i, j) }
        if let interrupt = order.interrupt { throw interrupt }
        return positions.map { a[$0] }
    }

    /// Rebuilds a collection of the same kind as `template` from elements.
    static func rebuildSet(_ elements: [Value]) -> Value {
        var d = OrderedDict()
        for e in elements { d.set(e, .void) }
        return .set(d)
    }
}

/// A program's comparison of the elements at two positions, as the standard library's sort
/// calls it: a call that cannot throw, made through an object rather than a closure capturing
/// the comparison (whose captured values the sort's specialised code retained and released
/// around every call). The first error a comparison throws is kept and every later call
/// answers `false` without running program code, so the sort ends with no further effect
/// the program could see and the error is thrown when it has.
private final class PositionOrder {
    private let less: (_ i: Int, _ j: Int) throws(Interrupt) -> Bool
    /// The error the comparison threw, if it did.
    private(set) var interrupt: Interrupt?

    init(_ less: @escaping (_ i: Int, _ j: Int) throws(Interrupt) -> Bool) { self.less = less }

    @inline(never)
    func inIncreasingOrder(_ i: Int, _ j: Int) -> Bool {
        if interrupt != nil { return false }
        do throws(Interrupt) {
            return try less(i, j)
        } catch {
            interrupt = error
            return false
        }
    }
}
