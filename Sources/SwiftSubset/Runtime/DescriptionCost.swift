/// What describing a value costs (`print`, `debugPrint`, string interpolation,
/// `String(describing:)`), charged before the description is made.
///
/// Making the text of an array of millions of values, or of a string of hundreds of megabytes
/// inside an array, is native work the time limit cannot interrupt. So the text's size is
/// estimated first, in one walk that stops as soon as the estimate passes what the run has
/// left, and charged: its bytes against the memory limit, and one step per byte against the
/// step limit (a plain string describes as itself and costs no steps). A description too big
/// for what is left ends the run with status `limit` before any of it is made.
extension RunContext {
    /// Charges the description of `value` about to be made; refuses it when a part of it is one
    /// Swift describes by its internal storage (a `Set.Index`, `SetIndices`), wherever it is.
    func chargeDescription(of value: Value) throws(Interrupt) {
        if case .string(let s) = value {
            try charge(bytes: s.utf8.count)
            return
        }
        let stepsLeft = max(0, limits.maxSteps &- steps)
        let budget = min(limits.maxMemoryBytes, stepsLeft) &+ 1
        let bytes = try Self.describedBytes(of: value, upTo: budget)
        if bytes >= budget {
            let size = budget >= 1 << 20 ? "\(budget >> 20) MB" : "\(budget) bytes"
            throw .limit(.describedValue, ["size": size])
        }
        try charge(bytes: bytes)
        steps &+= bytes
        try slowCheck()
    }

    /// About how many bytes the description of `value` takes (a lower bound: escapes and digits
    /// beyond the first are not counted), counting no further than `budget`. Walks containers
    /// with its own stack of containers, so a value nested thousands deep costs no native stack
    /// and an array of millions of numbers no copy. The program's own `description`s are not
    /// walked: running them counts as steps already. Throws for a `Set.Index` or an
    /// `ObjectIdentifier` it meets.
    static func describedBytes(of value: Value, upTo budget: Int) throws(Interrupt) -> Int {
        var total = 0
        var pending: [(value: Value, depth: Int)] = [(value, 0)]
        var depth = 0
        func add<Items: Sequence<Value>>(_ items: Items) {
            for item in items {
                if total >= budget { return }
                if let bytes = leafBytes(item) { total &+= bytes } else { pending.append((item, depth + 1)) }
            }
        }
        while let (next, nextDepth) = pending.popLast(), total < budget {
            if let bytes = leafBytes(next) { total &+= bytes; continue }
            depth = nextDepth
            if depth > maxDescribedDepth { throw .limit(.describedDepth, ["depth": "\(maxDescribedDepth)"]) }
            switch next {
            case .tuple(let items, let labels):
                if labels.first == SetIndices.mark { throw SetIndices.describingRefused }
                if labels.first == ObjectIdentifiers.mark { throw ObjectIdentifiers.describingRefused }
                total &+= 2 &+ 2 &* items.count
                add(items)
            case .array(let items):
                total &+= 2 &+ 2 &* items.count
                add(items)
            case .dictionary(let d), .set(let d):
                total &+= 7 &+ 4 &* d.count
                add(d.keys)
                add(d.values)
            case .optional(let inner?):
                total &+= 10
                add(CollectionOfOne(inner))
            case .structValue(let s):
                total &+= s.type.name.utf8.count &+ 2
                if !describesItself(s.type) { add(s.fields) }
            case .enumValue(let type, _, let payload):
                total &+= type.name.utf8.count &+ 2
                if !describesItself(type) { add(payload) }
            default: total &+= 1
            }
        }
        return total
    }

    /// How deep the containers of a described value may nest. Describing one is native
    /// recursion (as in compiled Swift, whose `print` of a value nested 500,000 deep overflows
    /// its stack); far deeper than any value a program prints to be read.
    static let maxDescribedDepth = 10_000

    /// The bytes of a value that holds no other values, or nil for a container.
    private static func leafBytes(_ value: Value) -> Int? {
        switch value {
        case .string(let s): return s.utf8.count &+ 2
        case .array, .dictionary, .set, .tuple, .optional(.some), .structValue, .enumValue: return nil
        default: return 1
        }
    }

    /// Whether values of `type` are described by the program's own code.
    private static func describesItself(_ type: TypeDecl) -> Bool {
        type.adopts("CustomStringConvertible") || type.adopts("CustomDebugStringConvertible")
    }
}
