/// Methods of the standard library types the subset covers. `name` is the full name with
/// labels, e.g. `append(_:)`; `base` is updated in place by mutating methods.
enum BuiltinMethods {
    static func call(_ base: inout Value, _ name: String, _ args: [Value], ctx: RunContext) throws(Interrupt) -> Value {
        if name == "makeIterator()", let iterator = try StandardIterators.make(base) { return iterator }
        if name == "next()", StandardIterators.isIterator(base) { return StandardIterators.next(&base) }
        // Tested with `if case` (not `switch`) so no copy of the receiver stays alive while a
        // mutating method changes it: that would make Swift copy the whole collection.
        if case .array = base { return try ArrayMethods.call(&base, name, args, ctx: ctx) }
        if case .dictionary = base { return try DictionaryMethods.call(&base, name, args, ctx: ctx) }
        if case .set = base { return try SetMethods.call(&base, name, args, ctx: ctx) }
        if case .string = base { return try StringMethods.call(&base, name, args, ctx: ctx) }
        switch base {
        case .partialRange(let r):
            if name == "contains(_:)", case .int(let x) = args[0] { return .bool(r.contains(x)) }
        case .range, .tuple:
            if name == "contains(_:)", case .range(let lo, let hi, let closed) = base, case .int(let x) = args[0] {
                return .bool(x >= lo && (closed ? x <= hi : x < hi))
            }
            // A range of Doubles or Strings (`(18.5..<25).contains(bmi)`): compared, not walked.
            if name == "contains(_:)", let range = BoundsRange(base), FixedIntRange.bounds(base) == nil {
                return .bool(try range.contains(args[0]))
            }
            if case .range(let lo, let hi, false) = base, let slice = try IndexBoundSlices.rangeSlice(lo: lo, hi: hi, name, args) {
                return slice
            }
            // `(0...10).clamped(to: 3...20)`: each bound moved into the limits, as the standard
            // library does (a range outside them shrinks to the nearer limit).
            if name == "clamped(to:)", case .range(let lo, let hi, let closed) = base,
               case .range(let limitLo, let limitHi, let limitClosed) = args[0], limitClosed == closed {
                let lower = limitLo > lo ? limitLo : limitHi < lo ? limitHi : lo
                let upper = limitHi < hi ? limitHi : limitLo > hi ? limitLo : hi
                return .range(lower, upper, closed: closed)
            }
            var arr = Value.array(try Sequences.elements(base))
            return try ArrayMethods.call(&arr, name, args, ctx: ctx)
        case .int(let i):
            switch name {
            case "isMultiple(of:)": if case .int(let d) = args[0] { return .bool(d == 0 ? i == 0 : i % d == 0) }
            case "signum()": return .int(i.signum())
            case "quotientAndRemainder(dividingBy:)":
                // Traps as `/` does (by zero, `Int.min` by -1), with `/`'s words.
                if case .int(let d) = args[0] {
                    let quotient = try Arithmetic.divided(i, d)
                    return .tuple([quotient, .int(i.remainderReportingOverflow(dividingBy: d).partialValue)],
                                  labels: ["quotient", "remainder"])
                }
            case "distance(to:)":
                if case .int(let d) = args[0] {
                    let (distance, overflow) = d.subtractingReportingOverflow(i)
                    if overflow { throw Arithmetic.overflow("distance(to:)") }
                    return .int(distance)
                }
            case "advanced(by:)":
                if case .int(let d) = args[0] {
                    let (moved, overflow) = i.addingReportingOverflow(d)
                    if overflow { throw Arithmetic.overflow("advanced(by:)") }
                    return .int(moved)
                }
            default: if let r = try OverflowReporting.call(base, name, args) { return r }
            }
        case .fixed(let f):
            if name == "signum()" {
                // -1, 0 or 1 of the value's own type (an unsigned value is never negative).
                let negative = f.kind.isSigned && Int64(bitPattern: f.bits) < 0
                return .fixed(FixedInt(bits: negative ? UInt64.max : (f.bits == 0 ? 0 : 1), f.kind))
            }
            if let r = try OverflowReporting.call(base, name, args) { return r }
        case .double(let d):
            switch name {
            case "rounded()": return .double(d.rounded())
            case "squareRoot()": return ctx.signingMadeNaN(.double(d.squareRoot()), base)
            // The divisor is a Double; an integer literal written there arrives as an Int.
            case "truncatingRemainder(dividingBy:)", "remainder(dividingBy:)":
                let divisor: Double
                switch args[0] {
                case .double(let x): divisor = x
                case .int(let i): divisor = Double(i)
                default: throw .unsupported("the method '\(name)' with this argument is not supported yet")
                }
                let r = name == "remainder(dividingBy:)" ? d.remainder(dividingBy: divisor) : d.truncatingRemainder(dividingBy: divisor)
                return ctx.signingMadeNaN(.double(r), base, .double(divisor))
            default: break
            }
        case .character(let c):
            switch name {
            case "uppercased()": return .string(c.uppercased())
            case "lowercased()": return .string(c.lowercased())
            default: break
            }
        case .bool(let b):
            if name == "toggle()" { base = .bool(!b); return .void }
        case .optional(let inner):
            switch name {
            case "map(_:)": return .optional(try inner.map { v throws(Interrupt) in try Sequences.call(args[0], [v]) })
            case "flatMap(_:)":
                guard let inner else { return .optional(nil) }
                // The result is an optional whatever the closure gives: one that is not
                // (`n.flatMap { String($0) }`) is wrapped, as Swift promotes it.
                let result = try Sequences.call(args[0], [inner])
                if case .optional = result { return result }
                return .optional(result)
            default: break
            }
        default: break
        }
        if let t = ScriptSequences.scriptType(of: base) {
            throw .unsupported("the method '\(name)' of a '\(t.name)' value is not supported yet")
        }
        throw .unsupported("the method '\(name)' of this value is not supported yet")
    }
}
