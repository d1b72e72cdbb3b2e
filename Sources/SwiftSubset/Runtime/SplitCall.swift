/// `split` in all its spellings (`split(separator:)`, `…maxSplits:`, `…omittingEmptySubsequences:`,
/// `split(whereSeparator:)` with the same options) on an array or a string, as the standard
/// library splits.
struct SplitCall {
    /// What marks a split: an element equal to a value, or one a closure accepts.
    enum Separator {
        case element(Value)
        case predicate(Value)
    }
    let separator: Separator
    let maxSplits: Int
    let omittingEmpty: Bool

    /// The call's options read from its full name and arguments; nil when `name` is no `split`.
    init?(_ name: String, _ args: [Value]) throws(Interrupt) {
        guard name.hasPrefix("split(") else { return nil }
        let labels = name.dropFirst("split(".count).dropLast().split(separator: ":").map(String.init)
        guard labels.count == args.count else { return nil }
        var separator: Separator?
        var maxSplits = Int.max, omitting = true
        for (label, arg) in zip(labels, args) {
            switch (label, arg) {
            case ("separator", _): separator = .element(arg)
            // An unlabelled trailing closure is `whereSeparator:` (`s.split { $0 == " " }`).
            case ("whereSeparator", _), ("_", .function): separator = .predicate(arg)
            case ("maxSplits", .int(let n)): maxSplits = n
            case ("omittingEmptySubsequences", .bool(let b)): omitting = b
            default: return nil
            }
        }
        guard let separator else { return nil }
        // The standard library's precondition (Collection.split).
        guard maxSplits >= 0 else { throw .fatal("Fatal error: Must take zero or more splits") }
        self.separator = separator
        self.maxSplits = maxSplits
        self.omittingEmpty = omitting
    }

    /// Whether `x` separates pieces.
    private func separates(_ x: Value) throws(Interrupt) -> Bool {
        switch separator {
        case .element(let e): return valuesEqual(x, e)
        case .predicate(let f): return Sequences.truthy(try Sequences.call(f, [x]))
        }
    }

    /// The pieces of `a`, found as `Collection.split` finds them (at most `maxSplits` splits,
    /// the rest one piece; empty pieces kept unless omitted), calling a predicate once per
    /// element in order until the splits run out.
    func pieces(_ a: [Value]) throws(Interrupt) -> [[Value]] {
        var result: [[Value]] = []
        var start = 0
        if maxSplits == 0 || a.isEmpty {
            if !(a.isEmpty && omittingEmpty) { result.append(a) }
            return result
        }
        var end = 0
        while end < a.count {
            if try separates(a[end]) {
                let appended = !(start == end && omittingEmpty)
                if appended { result.append(Array(a[start..<end])) }
                end += 1
                start = end
                if appended && result.count == maxSplits { break }
                continue
            }
            end += 1
        }
        if start != a.count || !omittingEmpty { result.append(Array(a[start...])) }
        return result
    }

    /// The pieces of `s`. A Character or String separator is the standard library's own split
    /// (a String separator is matched as a whole, as `_StringProcessing`'s `split` does).
    func pieces(_ s: String) throws(Interrupt) -> [String] {
        switch separator {
        case .element(.character(let c)):
            return s.split(separator: c, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmpty).map(String.init)
        case .element(.string(let t)):
            return s.split(separator: t, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmpty).map(String.init)
        case .element:
            throw .unsupported("'split' with a separator of this kind is not supported yet")
        case .predicate:
            return try pieces(s.map { .character($0) }).map { piece in
                String(piece.compactMap { if case .character(let c) = $0 { c } else { nil } })
            }
        }
    }
}
