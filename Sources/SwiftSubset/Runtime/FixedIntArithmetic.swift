/// Operators on fixed-width integers, each computed with the operand's own Swift type.
enum FixedIntArithmetic {
    /// `a op b` where either side is a fixed-width integer; nil when this does not apply (an
    /// optional compared with `==`), so the caller's general rules take over.
    static func binary(_ op: String, _ a: Value, _ b: Value) throws(Interrupt) -> Value? {
        if case .fixed = a, let r = try fast(Op(rawValue: op), a, b) { return r }
        if shiftOperators.contains(op) {
            guard let amount = b.anyInteger else { return nil }
            let by = Int(clamping: amount)
            switch a {
            case .fixed(let x): return try x.kind.with(Shift(op: op, a: x, by: by))
            case .int(let x): return .int(shift(op, x, by))
            default: return nil
            }
        }
        let x: FixedInt, y: FixedInt
        switch (a, b) {
        case (.fixed(let l), .fixed(let r)) where l.kind == r.kind: (x, y) = (l, r)
        // An Int here is an integer literal whose type the checker did not settle: Swift gives
        // it the other operand's type.
        case (.fixed(let l), .int): (x, y) = (l, try literal(b, as: l.kind, op, a, b))
        case (.int, .fixed(let r)): (x, y) = (try literal(a, as: r.kind, op, a, b), r)
        case (.fixed, .fixed): throw mismatch(op, a, b)
        default: return nil
        }
        return try x.kind.with(Binary(op: op, a: x, b: y))
    }

    /// The operators `fast` computes, read from their spelling once.
    enum Op: String {
        case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
        case equal = "==", notEqual = "!=", less = "<", greater = ">", lessOrEqual = "<=", greaterOrEqual = ">="
    }

    /// The common operators without going through the operand's generic type (a loop over
    /// `Int64` values runs them millions of times); nil for the others and for the cases that
    /// trap, which the generic path reports in Swift's words.
    /// `fast` on two values of one fixed-width kind; nil for any other operands.
    @inline(__always)
    static func fast(_ op: Op?, _ a: Value, _ b: Value) throws(Interrupt) -> Value? {
        guard let op, case .fixed(let x) = a, case .fixed(let y) = b, x.kind == y.kind else { return nil }
        return try fast(op, x, y)
    }

    static func fast(_ op: Op, _ x: FixedInt, _ y: FixedInt) throws(Interrupt) -> Value? {
        let kind = x.kind
        if kind.isSigned {
            let a = Int64(bitPattern: x.bits), b = Int64(bitPattern: y.bits)
            let r: (partialValue: Int64, overflow: Bool)
            switch op {
            case .equal: return .bool(a == b)
            case .notEqual: return .bool(a != b)
            case .less: return .bool(a < b)
            case .greater: return .bool(a > b)
            case .lessOrEqual: return .bool(a <= b)
            case .greaterOrEqual: return .bool(a >= b)
            case .add: r = a.addingReportingOverflow(b)
            case .subtract: r = a.subtractingReportingOverflow(b)
            case .multiply: r = a.multipliedReportingOverflow(by: b)
            case .divide, .remainder:
                if b == 0 { return nil }
                r = op == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
            }
            let bounds = kind.signedBounds
            if r.overflow || r.partialValue < bounds.min || r.partialValue > bounds.max {
                if op == .divide || op == .remainder { return nil }
                throw Arithmetic.overflow(op.rawValue)
            }
            return .fixed(FixedInt(bits: UInt64(bitPattern: r.partialValue), kind))
        }
        let a = x.bits, b = y.bits
        let r: (partialValue: UInt64, overflow: Bool)
        switch op {
        case .equal: return .bool(a == b)
        case .notEqual: return .bool(a != b)
        case .less: return .bool(a < b)
        case .greater: return .bool(a > b)
        case .lessOrEqual: return .bool(a <= b)
        case .greaterOrEqual: return .bool(a >= b)
        case .add: r = a.addingReportingOverflow(b)
        case .subtract: r = a.subtractingReportingOverflow(b)
        case .multiply: r = a.multipliedReportingOverflow(by: b)
        case .divide, .remainder:
            if b == 0 { return nil }
            r = op == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
        }
        if r.overflow || r.partialValue > kind.unsignedMax { throw Arithmetic.overflow(op.rawValue) }
        return .fixed(FixedInt(bits: r.partialValue, kind))
    }

    /// `-x` and `~x`.
    static func prefix(_ op: String, _ x: FixedInt) throws(Interrupt) -> Value {
        try x.kind.with(Prefix(op: op, a: x))
    }

    static let shiftOperators: Set<String> = ["<<", ">>", "&<<", "&>>"]

    /// Swift's shifts of an `Int` by any integer: smart shifts, or masked with `&`.
    static func shift(_ op: String, _ x: Int, _ by: Int) -> Int {
        switch op {
        case "<<": x << by
        case ">>": x >> by
        case "&<<": x &<< by
        default: x &>> by
        }
    }

    private static func literal(_ v: Value, as kind: IntKind, _ op: String, _ a: Value, _ b: Value) throws(Interrupt) -> FixedInt {
        guard case .fixed(let f)? = try? kind.convert(v, .exactly).unwrapped else { throw mismatch(op, a, b) }
        return f
    }

    /// swiftc's error for operands of two integer types (swiftc 6.1: "binary operator '+'
    /// cannot be applied to operands of type 'UInt8' and 'UInt16'"), met only at run time here.
    private static func mismatch(_ op: String, _ a: Value, _ b: Value) -> Interrupt {
        .unsupported("binary operator '\(op)' cannot be applied to operands of type '\(a.integerTypeName)' and '\(b.integerTypeName)'")
    }

    private struct Binary: FixedIntBody {
        let op: String, a: FixedInt, b: FixedInt

        func run<T: FixedWidthInteger>(_ type: T.Type, _ kind: IntKind) throws(Interrupt) -> Value {
            let x = a.value(as: T.self), y = b.value(as: T.self)
            func checked(_ r: (partialValue: T, overflow: Bool)) throws(Interrupt) -> Value {
                if r.overflow { throw Arithmetic.overflow(op) }
                return .fixed(FixedInt(r.partialValue, kind))
            }
            func wrapped(_ r: T) -> Value { .fixed(FixedInt(r, kind)) }
            switch op {
            case "+": return try checked(x.addingReportingOverflow(y))
            case "-": return try checked(x.subtractingReportingOverflow(y))
            case "*": return try checked(x.multipliedReportingOverflow(by: y))
            case "/":
                if y == 0 { throw .fatal("Fatal error: Division by zero") }
                let r = x.dividedReportingOverflow(by: y)
                if r.overflow { throw .fatal("Fatal error: Division results in an overflow") }
                return wrapped(r.partialValue)
            case "%":
                if y == 0 { throw .fatal("Fatal error: Division by zero in remainder operation") }
                let r = x.remainderReportingOverflow(dividingBy: y)
                if r.overflow { throw .fatal("Fatal error: Division results in an overflow in remainder operation") }
                return wrapped(r.partialValue)
            case "&+": return wrapped(x &+ y)
            case "&-": return wrapped(x &- y)
            case "&*": return wrapped(x &* y)
            case "&": return wrapped(x & y)
            case "|": return wrapped(x | y)
            case "^": return wrapped(x ^ y)
            case "==": return .bool(x == y)
            case "!=": return .bool(x != y)
            default:
                if let r = Arithmetic.ordered(op, x, y) { return r }
                throw .unsupported("operator '\(op)' on '\(kind.name)' is not supported yet")
            }
        }
    }

    private struct Shift: FixedIntBody {
        let op: String, a: FixedInt, by: Int

        func run<T: FixedWidthInteger>(_ type: T.Type, _ kind: IntKind) throws(Interrupt) -> Value {
            let x = a.value(as: T.self)
            let r: T = switch op {
            case "<<": x << by
            case ">>": x >> by
            case "&<<": x &<< by
            default: x &>> by
            }
            return .fixed(FixedInt(r, kind))
        }
    }

    private struct Prefix: FixedIntBody {
        let op: String, a: FixedInt

        func run<T: FixedWidthInteger>(_ type: T.Type, _ kind: IntKind) throws(Interrupt) -> Value {
            let x = a.value(as: T.self)
            switch op {
            case "~": return .fixed(FixedInt(~x, kind))
            case "-" where T.isSigned:
                let r = T.zero.subtractingReportingOverflow(x)
                if r.overflow { throw Arithmetic.overflow("-") }
                return .fixed(FixedInt(r.partialValue, kind))
            default: throw .unsupported("prefix operator '\(op)' on '\(kind.name)' is not supported yet")
            }
        }
    }
}

extension Value {
    /// The integer type's name for a message: `Int` or a fixed-width kind's.
    var integerTypeName: String {
        if case .fixed(let f) = self { return f.kind.name }
        if case .int = self { return "Int" }
        return "this type"
    }
}
