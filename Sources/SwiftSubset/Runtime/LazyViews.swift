/// `lazy` on a standard sequence (an array, a string, a set, a dictionary, a range, an endless
/// range `lo...`) and the views its `map`, `filter`, `compactMap`, `prefix(while:)`,
/// `drop(while:)`, `prefix(_:)` and `dropFirst(_:)` make: each view holds what it is a view of
/// and runs its closure only as an element is read, so `(1...).lazy.filter(isPrime).prefix(10)`
/// ends, and a closure runs once per element read, in the order Swift runs it when the elements
/// are read in one pass (`for-in`, `Array(…)`, `reduce`, `first(where:)`, `forEach`, ...: the
/// Sequence defaults of `ScriptCollections` read a view as any program sequence).
///
/// Where the view stands on a collection, Swift's views are collections and some reads run a
/// closure more or fewer times than one pass does (`count` of a `map` runs none; `prefix(_:)`
/// of a `filter` looks past its last element): a closure that prints is refused there, and
/// `count` and `isEmpty` of a view with a `map` are refused. Printing a view is refused (Swift
/// prints its stored parts, `LazyFilterSequence<…>(_base: …)`).
enum LazyViews {
    /// What one view does to the elements of what it is a view of.
    private enum Step: String {
        case all = "LazySequence", map = "LazyMapSequence", filter = "LazyFilterSequence"
        case compactMap = "LazyCompactMapSequence", prefixWhile = "LazyPrefixWhileSequence"
        case dropWhile = "LazyDropWhileSequence", prefix = "LazyPrefixSequence", dropFirst = "LazyDropFirstSequence"
    }

    /// The methods of a view that make another view, and the step each adds.
    private static let viewMethods: [String: Step] = [
        "map(_:)": .map, "filter(_:)": .filter, "compactMap(_:)": .compactMap, "prefix(while:)": .prefixWhile,
        "drop(while:)": .dropWhile, "prefix(_:)": .prefix, "dropFirst(_:)": .dropFirst, "dropFirst()": .dropFirst,
    ]

    /// `base.lazy`.
    static func make(_ base: Value, ctx: RunContext) -> Value {
        view(.all, of: base, argument: .void, guardsOutput: !isEndless(base), ctx: ctx)
    }

    /// A view of `base` doing `step` with `argument` (a closure or a count).
    private static func view(_ step: Step, of base: Value, argument: Value, guardsOutput: Bool, ctx: RunContext) -> Value {
        let type = TypeDecl(name: step.rawValue, kind: .structType)
        type.conformances = ["Sequence", "CustomStringConvertible"]
        let name = step.rawValue
        type.methods["get:description"] = Callable(name: "description") { _, _ throws(Interrupt) in
            throw .unsupported("printing a lazy view ('\(name)') is not supported yet")
        }
        type.methods["get:lazy"] = Callable(name: "lazy") { _, selfValue throws(Interrupt) in selfValue }
        for (method, next) in viewMethods {
            type.methods[method] = Callable(name: method) { args, selfValue throws(Interrupt) in
                var argument = args.first ?? .int(1)
                if next == .prefix || next == .dropFirst {
                    guard case .int(let n) = argument else { throw .unsupported("'\(method)' of a lazy view with this count is not supported yet") }
                    if n < 0 {
                        throw .fatal(next == .prefix ? "Fatal error: Can't take a prefix of negative length from a sequence"
                                     : "Fatal error: Can't drop a negative number of elements from a sequence")
                    }
                    argument = .int(n)
                }
                if guardsOutput, case .function = argument { argument = refusingOutput(argument, ctx: ctx) }
                return view(next, of: selfValue, argument: argument, guardsOutput: guardsOutput, ctx: ctx)
            }
        }
        // `count`, `isEmpty` and `first` are a collection's: a view of an endless range has none.
        let maps = step == .map || hasMap(base)
        for property in guardsOutput ? ["count", "isEmpty"] : [] {
            type.methods["get:" + property] = Callable(name: property) { _, selfValue throws(Interrupt) in
                if maps {
                    throw .unsupported("'\(property)' of a lazy view with a 'map' is not supported yet (Swift counts without running the closure)")
                }
                guard let next = try iterator(selfValue) else { return .void }
                if property == "isEmpty" { return .bool(try next() == nil) }
                var n = 0
                while try next() != nil { n += 1 }
                return .int(n)
            }
        }
        if !guardsOutput {
            // A view of an endless range is a sequence, no collection: Swift's `reversed()`
            // reads it whole into an array.
            type.methods["reversed()"] = Callable(name: "reversed()") { _, selfValue throws(Interrupt) in
                .array(try elements(of: selfValue, ctx: ctx).reversed())
            }
        }
        // Reading a view whole into a string or a sorted array, as Swift's Sequence defaults do.
        for method in ["joined(separator:)", "joined()", "sorted()", "sorted(by:)", "min()", "max()"] {
            type.methods[method] = Callable(name: method) { args, selfValue throws(Interrupt) in
                var all = Value.array(try elements(of: selfValue, ctx: ctx))
                return try BuiltinMethods.call(&all, method, args, ctx: ctx)
            }
        }
        if guardsOutput {
            type.methods["get:first"] = Callable(name: "first") { _, selfValue throws(Interrupt) in
                guard let next = try iterator(selfValue) else { return .void }
                return .optional(try next())
            }
        }
        let parts: [Value] = [base, .string(step.rawValue), argument]
        return .structValue(StructValue(type: type, fields: parts))
    }

    /// The next-element function of a view made here; nil for any other value.
    static func iterator(_ value: Value) throws(Interrupt) -> (() throws(Interrupt) -> Value?)? {
        guard case .structValue(let s) = value, s.fields.count == 3, case .string(let raw) = s.fields[1],
              let step = Step(rawValue: raw), s.type.name == raw else { return nil }
        let argument = s.fields[2]
        let next = try baseIterator(s.fields[0])
        func call(_ x: Value) throws(Interrupt) -> Value { try Sequences.call(argument, [x]) }
        switch step {
        case .all: return next
        case .map:
            return { () throws(Interrupt) -> Value? in try next().map { x throws(Interrupt) in try call(x) } }
        case .filter:
            return { () throws(Interrupt) -> Value? in
                while let x = try next() { if Sequences.truthy(try call(x)) { return x } }
                return nil
            }
        case .compactMap:
            return { () throws(Interrupt) -> Value? in
                while let x = try next() {
                    switch try call(x) {
                    case .optional(let y?): return y
                    case .optional(nil): continue
                    case let y: return y
                    }
                }
                return nil
            }
        case .prefixWhile:
            var done = false
            return { () throws(Interrupt) -> Value? in
                guard !done, let x = try next() else { return nil }
                if Sequences.truthy(try call(x)) { return x }
                done = true
                return nil
            }
        case .dropWhile:
            var dropping = true
            return { () throws(Interrupt) -> Value? in
                while let x = try next() {
                    if dropping, Sequences.truthy(try call(x)) { continue }
                    dropping = false
                    return x
                }
                return nil
            }
        case .prefix:
            guard case .int(var remaining) = argument else { return nil }
            return { () throws(Interrupt) -> Value? in
                guard remaining > 0 else { return nil }
                remaining -= 1
                return try next()
            }
        case .dropFirst:
            guard case .int(let count) = argument else { return nil }
            var dropped = 0
            while dropped < count, try next() != nil { dropped += 1 }
            return next
        }
    }

    /// Every element of the view `view`, read in one pass, each counted against the memory
    /// limit.
    private static func elements(of view: Value, ctx: RunContext) throws(Interrupt) -> [Value] {
        guard let next = try iterator(view) else { return [] }
        var all: [Value] = []
        while let x = try next() {
            try ctx.allocate(1)
            all.append(x)
        }
        return all
    }

    /// The elements of what a view stands on, one at a time: another view's, a range's
    /// (counted, not made: `(1...1_000_000_000).lazy`), an endless range's, or a
    /// collection's.
    private static func baseIterator(_ base: Value) throws(Interrupt) -> () throws(Interrupt) -> Value? {
        if let view = try iterator(base) { return view }
        switch base {
        case .range(let lo, let hi, let closed):
            var i = lo
            var finished = closed ? hi < lo : hi <= lo
            return { () throws(Interrupt) -> Value? in
                guard !finished else { return nil }
                let x = i
                if closed ? x == hi : x + 1 == hi { finished = true } else { i += 1 }
                return .int(x)
            }
        case .partialRange(.from(let lo)):
            var i = lo
            var finished = false
            return { () throws(Interrupt) -> Value? in
                guard !finished else { throw Arithmetic.overflow("+") }
                let x = i
                if x == Int.max { finished = true } else { i += 1 }
                return .int(x)
            }
        default:
            if let script = try ScriptSequences.iterator(base) { return script }
            var elements = try Sequences.elements(base).makeIterator()
            return { () throws(Interrupt) -> Value? in elements.next() }
        }
    }

    /// `closure`, refused when a call of it prints: a view standing on a collection may run it
    /// more or fewer times than once an element, as Swift's collection views do.
    private static func refusingOutput(_ closure: Value, ctx: RunContext) -> Value {
        .function(Callable(name: "closure") { args, _ throws(Interrupt) in
            let written = ctx.output.utf8.count
            let result = try Sequences.call(closure, args)
            if ctx.output.utf8.count != written {
                throw .unsupported("a lazy view's closure that prints is not supported yet (Swift may run it more or fewer times than once an element)")
            }
            return result
        })
    }

    /// Whether `base` is an endless range, a sequence that no collection's view stands on.
    private static func isEndless(_ base: Value) -> Bool {
        if case .partialRange(.from) = base { return true }
        return false
    }

    /// Whether `value` is a view with a `map` step in it.
    private static func hasMap(_ value: Value) -> Bool {
        guard case .structValue(let s) = value, s.fields.count == 3, case .string(let raw) = s.fields[1],
              Step(rawValue: raw) != nil, s.type.name == raw else { return false }
        return raw == Step.map.rawValue || hasMap(s.fields[0])
    }
}
