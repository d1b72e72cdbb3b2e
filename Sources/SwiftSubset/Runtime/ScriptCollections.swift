/// The standard library's default members of a program's own `Sequence` or `Collection` (a
/// type declaring `makeIterator()`, or `startIndex`, `endIndex`, `index(after:)` and a subscript)
/// that the type does not declare itself: `for-in` (an `IndexingIterator`), `isEmpty`, `first`,
/// `count`, `index(_:offsetBy:)`, `distance(from:to:)`, `firstIndex(of:)`, `map`, `filter`,
/// `reduce`, `contains`... Each runs as Swift's default does, calling the type's own members in
/// the same order (`ForwardIndexing`), and the closures it is given one element at a time, as the
/// iterator gives them, so the program's code interleaves as in Swift. Defaults that give a
/// `SubSequence` or a reversed view of a collection (`dropFirst()`, `prefix(_:)`, `reversed()`),
/// whose values Swift prints as `Slice<…>`, are not among them: they stay refused. A sequence's
/// `prefix`/`dropFirst` and `enumerated()` are lazy views (`SequenceViews`).
enum ScriptCollections {
    /// The standard protocols that give a program type these defaults.
    static let sequenceProtocols: Set<String> = [
        "Sequence", "IteratorProtocol", "Collection", "BidirectionalCollection", "RandomAccessCollection",
        "MutableCollection", "RangeReplaceableCollection",
    ]

    /// The Collection defaults answered here, by full name (properties by name).
    static let collectionMethodNames: Set<String> = ForwardIndexing.methodNames.union(["firstIndex(of:)", "firstIndex(where:)"])
    static let collectionPropertyNames: Set<String> = ["isEmpty", "first", "count", "underestimatedCount"]

    /// The standard properties of a collection not answered here (`last` needs a
    /// BidirectionalCollection's `index(before:)`, `indices` and `lazy` give views).
    static let unansweredProperties: Set<String> = ["last", "indices", "lazy"]

    /// The Sequence defaults answered here, by full name.
    static let sequenceMethodNames: Set<String> = [
        "map(_:)", "compactMap(_:)", "flatMap(_:)", "filter(_:)", "reduce(_:_:)", "forEach(_:)", "contains(_:)",
        "contains(where:)", "allSatisfy(_:)", "first(where:)", "min()", "max()", "sorted()", "sorted(by:)",
    ]

    /// The base names of the standard Sequence and Collection members, answered here or not: the
    /// checker accepts them on a program's sequence and refuses those not answered.
    static let standardMemberNames: Set<String> = [
        "isEmpty", "first", "count", "underestimatedCount", "index", "distance", "firstIndex", "map", "compactMap",
        "flatMap", "filter", "reduce", "forEach", "contains", "allSatisfy", "min", "max", "sorted",
        "last", "lastIndex", "indices", "lazy", "dropFirst", "dropLast", "drop", "prefix", "suffix", "reversed", "enumerated",
        "joined", "split", "elementsEqual", "starts", "shuffled", "randomElement", "formIndex", "makeIterator",
    ]

    /// Whether the defaults answer `full` on values of `type` (a method the type declares is its own).
    /// A RandomAccessCollection gets none: Swift's defaults for it read `startIndex` and
    /// `endIndex` again for range checks and move Strideable indices by arithmetic (measured:
    /// `count` reads each three times and calls no `index(after:)`), which these do not copy.
    static func answers(_ type: TypeDecl, _ full: String) -> Bool {
        adoptsSequence(type) && !adopts(type, ["RandomAccessCollection"])
            && (sequenceMethodNames.contains(full) || collectionMethodNames.contains(full) || SequenceViews.answers(type, full))
    }

    /// How refusals name a member of `type`'s: "Collection" for a collection, "Sequence" for a
    /// type that is only a sequence (or an iterator).
    static func kind(of type: TypeDecl) -> String {
        adopts(type, sequenceProtocols.subtracting(["Sequence", "IteratorProtocol"])) ? "Collection" : "Sequence"
    }

    /// Whether `type` (or a superclass) adopts one of `sequenceProtocols`.
    static func adoptsSequence(_ type: TypeDecl) -> Bool { adopts(type, sequenceProtocols) }

    /// Whether `type` adopts one of `protocols` (`TypeDecl.adopts(_:)`: through a superclass or
    /// a protocol refining it too).
    static func adopts(_ type: TypeDecl, _ protocols: Set<String>) -> Bool {
        protocols.contains { type.adopts($0) }
    }

    /// A program's collection value and its own indexing members.
    struct Indexing {
        let base: Value
        let type: TypeDecl

        func startIndex() throws(Interrupt) -> Value { try Members.get(base, "startIndex") }
        func endIndex() throws(Interrupt) -> Value { try Members.get(base, "endIndex") }
        func element(at i: Value) throws(Interrupt) -> Value { try Subscripts.get(base, [i], labels: [nil]) }
        func index(after i: Value) throws(Interrupt) -> Value {
            var me = base
            guard let m = type.findMethod("index(after:)") else { throw .unsupported("'index(after:)' of this value is not supported yet") }
            return try m.invoke([i], &me)
        }
        /// Collection's `count` where Swift's defaults read it (`map`, `Array(c)`): the type's own
        /// `count` where it declares one, else `distance(from: startIndex, to: endIndex)`, the
        /// type's own `distance` where it declares one, as Swift calls it.
        func count() throws(Interrupt) -> Int {
            if has(type, "count") {
                guard case .int(let n) = try Members.get(base, "count") else { throw .unsupported("this 'count' is not supported yet") }
                return n
            }
            let (start, end) = (try startIndex(), try endIndex())
            guard let own = type.findMethod("distance(from:to:)") else { return try walk.distance(from: start, to: end) }
            var me = base
            guard case .int(let n) = try own.invoke([start, end], &me) else { throw .unsupported("this 'distance(from:to:)' is not supported yet") }
            return n
        }
        var walk: ForwardIndexing {
            ForwardIndexing(indexAfter: { i throws(Interrupt) in try index(after: i) },
                            equal: { a, b throws(Interrupt) in valuesEqual(a, b) },
                            less: { a, b throws(Interrupt) in try Sequences.less(a, b) },
                            bidirectional: adopts(type, ["BidirectionalCollection"]))
        }
    }

    /// `value`'s indexing members, when its type is a program's collection; nil otherwise.
    static func indexing(_ value: Value) -> Indexing? {
        guard let type = ScriptSequences.scriptType(of: value), adoptsSequence(type), !adopts(type, ["RandomAccessCollection"]),
              type.findMethod("index(after:)") != nil,
              has(type, "startIndex"), has(type, "endIndex"), type.findMethod("subscript") != nil else { return nil }
        return Indexing(base: value, type: type)
    }

    /// Swift's `IndexingIterator`: from `startIndex` (read when it is made) to `endIndex` (read
    /// again at each step) by `index(after:)`.
    static func indexingIterator(_ value: Value) throws(Interrupt) -> (() throws(Interrupt) -> Value?)? {
        guard let c = indexing(value) else { return nil }
        var position = try c.startIndex()
        return { () throws(Interrupt) -> Value? in
            if valuesEqual(position, try c.endIndex()) { return nil }
            let element = try c.element(at: position)
            position = try c.index(after: position)
            return element
        }
    }

    /// A default property of a program's collection, or nil when `name` is none of them or the
    /// value is not one.
    static func property(_ value: Value, _ name: String) throws(Interrupt) -> Value? {
        guard collectionPropertyNames.contains(name), let c = indexing(value) else { return nil }
        switch name {
        case "isEmpty": return .bool(valuesEqual(try c.startIndex(), try c.endIndex()))
        case "first":
            let start = try c.startIndex()
            return .optional(valuesEqual(start, try c.endIndex()) ? nil : try c.element(at: start))
        default: return .int(try c.count())
        }
    }

    /// A default method of a program's sequence or collection, or nil when `full` is none of them
    /// or the value is not one.
    static func call(_ value: Value, _ full: String, _ args: [Value], ctx: RunContext) throws(Interrupt) -> Value? {
        if collectionMethodNames.contains(full), let c = indexing(value) {
            if let r = try c.walk.call(full, args) { return r }
            // `firstIndex(of:)` and `firstIndex(where:)`.
            let matches: (Value) throws(Interrupt) -> Bool = full == "firstIndex(of:)"
                ? { x throws(Interrupt) in valuesEqual(x, args[0]) }
                : { x throws(Interrupt) in Sequences.truthy(try Sequences.call(args[0], [x])) }
            var i = try c.startIndex()
            while !valuesEqual(i, try c.endIndex()) {
                if try matches(try c.element(at: i)) { return .optional(i) }
                i = try c.index(after: i)
            }
            return .optional(nil)
        }
        if let type = ScriptSequences.scriptType(of: value), answers(type, full),
           let view = try SequenceViews.view(value, type, full, args) {
            return view
        }
        guard sequenceMethodNames.contains(full), let type = ScriptSequences.scriptType(of: value), answers(type, full) else { return nil }
        if full == "map(_:)", let c = indexing(value) { return try collectionMap(c, args[0]) }
        if full == "sorted()" || full == "sorted(by:)", let all = try ScriptSequences.elements(value) {
            // Swift sorts a copy made as `Array(self)` makes it.
            var copy = Value.array(all)
            return try ArrayMethods.call(&copy, full, args, ctx: ctx)
        }
        guard let next = try ScriptSequences.iterator(value) else { return nil }
        return try sequenceMethod(full, args, next, ctx: ctx)
    }

    /// Collection's `map`: `count` first, then that many elements by `index(after:)`, with no
    /// `endIndex` between them, and `endIndex` read once at the end, as Swift's runs.
    private static func collectionMap(_ c: Indexing, _ transform: Value) throws(Interrupt) -> Value {
        let n = try c.count()
        var out: [Value] = []
        out.reserveCapacity(n)
        var i = try c.startIndex()
        for _ in 0..<n {
            out.append(try Sequences.call(transform, [try c.element(at: i)]))
            i = try c.index(after: i)
        }
        _ = try c.endIndex()
        return .array(out)
    }

    /// The Sequence defaults over the elements `next` gives, one at a time.
    private static func sequenceMethod(_ full: String, _ args: [Value], _ next: () throws(Interrupt) -> Value?,
                                       ctx: RunContext) throws(Interrupt) -> Value {
        func each(_ body: (Value) throws(Interrupt) -> Bool) throws(Interrupt) {
            while let x = try next() { if try !body(x) { return } }
        }
        func test(_ x: Value) throws(Interrupt) -> Bool { Sequences.truthy(try Sequences.call(args[0], [x])) }
        var out: [Value] = []
        switch full {
        case "map(_:)": try each { x throws(Interrupt) in out.append(try Sequences.call(args[0], [x])); return true }
        case "compactMap(_:)":
            try each { x throws(Interrupt) in
                if let v = try Sequences.call(args[0], [x]).unwrapped { out.append(v) }
                return true
            }
        case "flatMap(_:)":
            try each { x throws(Interrupt) in out += try Sequences.elements(try Sequences.call(args[0], [x])); return true }
        case "filter(_:)": try each { x throws(Interrupt) in if try test(x) { out.append(x) }; return true }
        case "reduce(_:_:)":
            var acc = args[0]
            try each { x throws(Interrupt) in acc = try Sequences.call(args[1], acc, x); return true }
            return acc
        case "forEach(_:)":
            try each { x throws(Interrupt) in _ = try Sequences.call(args[0], [x]); return true }
            return .void
        case "contains(_:)", "contains(where:)", "allSatisfy(_:)", "first(where:)":
            let wanted = full != "allSatisfy(_:)"
            var found: Value? = nil
            try each { x throws(Interrupt) in
                let hit = full == "contains(_:)" ? valuesEqual(x, args[0]) : try test(x)
                if hit == wanted { found = x; return false }
                return true
            }
            if full == "first(where:)" { return .optional(found) }
            return .bool((found != nil) == wanted)
        default:
            // `min()` and `max()`: each element, as it comes, compared with the best so far
            // (`element < best` for `min`, `best < element` for `max`), as Swift's `min(by: <)` does.
            guard var best = try next() else { return .optional(nil) }
            while let x = try next() {
                let (l, r) = full == "min()" ? (x, best) : (best, x)
                if try Sequences.less(l, r) { best = x }
            }
            return .optional(best)
        }
        return .array(out)
    }

    fileprivate static func has(_ type: TypeDecl, _ property: String) -> Bool {
        type.selfAndSuperclasses.contains { $0.storedIndex[property] != nil } || type.findMethod("get:" + property) != nil
    }
}
