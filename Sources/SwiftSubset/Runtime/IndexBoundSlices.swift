/// `suffix(from:)`, `prefix(upTo:)` and `prefix(through:)` of an array or a `Range<Int>`:
/// the standard library defines each as a subscript by a one-sided range
/// (`a.suffix(from: i)` is `a[i...]`), so an array's is its subscript's slice, with that
/// subscript's traps. A range is its own slice type (`(0..<5).suffix(from: 3)` is `3..<5`);
/// its traps are the ones swiftc's release standard library keeps (6.3 here): a start past
/// the end ("Range requires lowerBound <= upperBound") and `index(after:)` of an index
/// outside the range ("Index out of bounds").
enum IndexBoundSlices {
    /// The one-sided range a method of this name stands for, or nil for other names.
    static func partialRange(_ name: String, _ index: Int) -> PartialRange? {
        switch name {
        case "suffix(from:)": return .from(index)
        case "prefix(upTo:)": return .upTo(index)
        case "prefix(through:)": return .through(index)
        default: return nil
        }
    }

    /// The slice of `array` the method `name` gives, or nil for other names and arguments.
    static func arraySlice(_ array: Value, _ name: String, _ args: [Value]) throws(Interrupt) -> Value? {
        guard args.count == 1, case .int(let i) = args[0], let r = partialRange(name, i) else { return nil }
        return try Subscripts.get(array, [.partialRange(r)], labels: [nil])
    }

    /// `a.removeSubrange(r)` for a range or one-sided range of indices, trapping as Swift's
    /// `Array.replaceSubrange` does (swiftc 6.3: "Array replace: subrange start is negative",
    /// "… extends past the end"). False when `bounds` is not a range.
    static func removeSubrange(_ a: inout [Value], _ bounds: Value) throws(Interrupt) -> Bool {
        guard let (start, end) = try Subscripts.rangeBounds(bounds, count: a.count) else { return false }
        guard start >= 0 else { throw .fatal("Fatal error: Array replace: subrange start is negative") }
        guard end <= a.count else { throw .fatal("Fatal error: Array replace: subrange extends past the end") }
        a.removeSubrange(start..<end)
        return true
    }

    /// `a.replaceSubrange(bounds, with: elements)`, with Swift's traps; false where `bounds`
    /// is no range of integers.
    static func replaceSubrange(_ a: inout [Value], _ bounds: Value, with elements: [Value]) throws(Interrupt) -> Bool {
        guard let (start, end) = try Subscripts.rangeBounds(bounds, count: a.count) else { return false }
        guard start >= 0 else { throw .fatal("Fatal error: Array replace: subrange start is negative") }
        guard end <= a.count else { throw .fatal("Fatal error: Array replace: subrange extends past the end") }
        a.replaceSubrange(start..<end, with: elements)
        return true
    }

    /// The sub-range of the half-open range `lo..<hi` the method `name` gives, or nil for
    /// other names and arguments.
    static func rangeSlice(lo: Int, hi: Int, _ name: String, _ args: [Value]) throws(Interrupt) -> Value? {
        guard args.count == 1, case .int(let i) = args[0], let r = partialRange(name, i) else { return nil }
        let reversed = Interrupt.fatal("Fatal error: Range requires lowerBound <= upperBound")
        switch r {
        case .from(let start):
            guard start <= hi else { throw reversed }
            return .range(start, hi, closed: false)
        case .upTo(let end):
            guard lo <= end else { throw reversed }
            return .range(lo, end, closed: false)
        case .through(let last):
            guard last >= lo && last < hi else { throw .fatal("Fatal error: Index out of bounds") }
            return .range(lo, last + 1, closed: false)
        }
    }
}
