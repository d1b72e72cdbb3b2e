import SwiftSyntax

/// An operand read without calling its lowered closure: a variable of the current frame
/// (`env.slots[slot]`) or an `Int` literal. ``Compiled/operand`` carries it.
enum DirectOperand {
    case slot(Int)
    case int(Int)
}

/// An infix operator with an `Int` fast path: what it gives on two `Int`s, and on anything
/// else (what the general arithmetic gives). Each conforming type is one operator, so the
/// lowered closure is specialised for it: no operator name is read at run time.
protocol IntInfixOperator {
    static func ints(_ x: Int, _ y: Int) throws(Interrupt) -> Value
    static func values(_ a: Value, _ b: Value, _ ctx: RunContext) throws(Interrupt) -> Value
}

extension IntInfixOperator {
    @inline(__always)
    static func apply(_ a: Value, _ b: Value, _ ctx: RunContext) throws(Interrupt) -> Value {
        if case .int(let x) = a, case .int(let y) = b { return try ints(x, y) }
        return try values(a, b, ctx)
    }
}

/// A comparison: on two `Int`s it holds or not, which a condition reads without making a
/// `Bool` value.
protocol IntComparison: IntInfixOperator {
    static func holds(_ x: Int, _ y: Int) -> Bool
}

extension IntComparison {
    static func ints(_ x: Int, _ y: Int) -> Value { .bool(holds(x, y)) }

    /// Whether the comparison holds, as a condition reads it (anything but `true` is false).
    @inline(__always)
    static func truth(_ a: Value, _ b: Value, _ ctx: RunContext) throws(Interrupt) -> Bool {
        if case .int(let x) = a, case .int(let y) = b { return holds(x, y) }
        if case .bool(let r) = try values(a, b, ctx) { return r }
        return false
    }
}

/// An operator whose other operands go to ``Arithmetic/binary(_:_:_:)`` under its spelling.
protocol SpelledIntInfixOperator: IntInfixOperator {
    static var spelling: String { get }
}

extension SpelledIntInfixOperator {
    static func values(_ a: Value, _ b: Value, _ ctx: RunContext) throws(Interrupt) -> Value {
        ctx.signingMadeNaN(try Arithmetic.binary(spelling, a, b), a, b)
    }
}

/// `+`: joining strings or arrays is charged against the memory limit.
enum IntAdd: IntInfixOperator {
    static func ints(_ x: Int, _ y: Int) throws(Interrupt) -> Value {
        let (s, o) = x.addingReportingOverflow(y)
        if o { throw Arithmetic.overflow("+") }
        return .int(s)
    }
    static func values(_ a: Value, _ b: Value, _ ctx: RunContext) throws(Interrupt) -> Value {
        try ctx.charge(joining: a, b)
        return ctx.signingMadeNaN(try Arithmetic.binary("+", a, b), a, b)
    }
}

enum IntSubtract: SpelledIntInfixOperator {
    static let spelling = "-"
    static func ints(_ x: Int, _ y: Int) throws(Interrupt) -> Value {
        let (s, o) = x.subtractingReportingOverflow(y)
        if o { throw Arithmetic.overflow("-") }
        return .int(s)
    }
}

enum IntMultiply: SpelledIntInfixOperator {
    static let spelling = "*"
    static func ints(_ x: Int, _ y: Int) throws(Interrupt) -> Value {
        let (s, o) = x.multipliedReportingOverflow(by: y)
        if o { throw Arithmetic.overflow("*") }
        return .int(s)
    }
}

enum IntDivide: SpelledIntInfixOperator {
    static let spelling = "/"
    static func ints(_ x: Int, _ y: Int) throws(Interrupt) -> Value { try Arithmetic.divided(x, y) }
}

enum IntRemainder: SpelledIntInfixOperator {
    static let spelling = "%"
    static func ints(_ x: Int, _ y: Int) throws(Interrupt) -> Value { try Arithmetic.remainder(x, y) }
}

enum IntWrappingAdd: SpelledIntInfixOperator {
    static let spelling = "&+"
    static func ints(_ x: Int, _ y: Int) -> Value { .int(x &+ y) }
}

enum IntWrappingSubtract: SpelledIntInfixOperator {
    static let spelling = "&-"
    static func ints(_ x: Int, _ y: Int) -> Value { .int(x &- y) }
}

enum IntWrappingMultiply: SpelledIntInfixOperator {
    static let spelling = "&*"
    static func ints(_ x: Int, _ y: Int) -> Value { .int(x &* y) }
}

enum IntLess: SpelledIntInfixOperator, IntComparison {
    static let spelling = "<"
    static func holds(_ x: Int, _ y: Int) -> Bool { x < y }
}

enum IntGreater: SpelledIntInfixOperator, IntComparison {
    static let spelling = ">"
    static func holds(_ x: Int, _ y: Int) -> Bool { x > y }
}

enum IntLessOrEqual: SpelledIntInfixOperator, IntComparison {
    static let spelling = "<="
    static func holds(_ x: Int, _ y: Int) -> Bool { x <= y }
}

enum IntGreaterOrEqual: SpelledIntInfixOperator, IntComparison {
    static let spelling = ">="
    static func holds(_ x: Int, _ y: Int) -> Bool { x >= y }
}

enum IntNotEqual: SpelledIntInfixOperator, IntComparison {
    static let spelling = "!="
    static func holds(_ x: Int, _ y: Int) -> Bool { x != y }
}

/// `==`: other operands compare as the program's values do.
enum IntEqual: IntComparison {
    static func holds(_ x: Int, _ y: Int) -> Bool { x == y }
    static func values(_ a: Value, _ b: Value, _ ctx: RunContext) throws(Interrupt) -> Value {
        if case .tuple = a { try SetIndices.checkComparable(a, b) }
        if case .function = a, let same = try Arithmetic.sameKeyPath(a, b) { return .bool(same) }
        return .bool(valuesEqual(a, b))
    }
}

extension Compiler {
    /// `l op r` for an operator with an `Int` fast path (`+ - * / % &+ &- &* < > <= >= == !=`),
    /// nil for any other. An operand that is a variable of this frame or a literal is read in
    /// place: `n < 2` is one closure call, not three.
    func intInfix(_ op: String, _ l: Compiled, _ r: Compiled, type: TypeRef?) -> Compiled? {
        switch op {
        case "+": return Self.lowered(IntAdd.self, l, r, type, ctx)
        case "-": return Self.lowered(IntSubtract.self, l, r, type, ctx)
        case "*": return Self.lowered(IntMultiply.self, l, r, type, ctx)
        case "/": return Self.lowered(IntDivide.self, l, r, type, ctx)
        case "%": return Self.lowered(IntRemainder.self, l, r, type, ctx)
        case "&+": return Self.lowered(IntWrappingAdd.self, l, r, type, ctx)
        case "&-": return Self.lowered(IntWrappingSubtract.self, l, r, type, ctx)
        case "&*": return Self.lowered(IntWrappingMultiply.self, l, r, type, ctx)
        case "<": return Self.compared(IntLess.self, l, r, type, ctx)
        case ">": return Self.compared(IntGreater.self, l, r, type, ctx)
        case "<=": return Self.compared(IntLessOrEqual.self, l, r, type, ctx)
        case ">=": return Self.compared(IntGreaterOrEqual.self, l, r, type, ctx)
        case "==": return Self.compared(IntEqual.self, l, r, type, ctx)
        case "!=": return Self.compared(IntNotEqual.self, l, r, type, ctx)
        default: return nil
        }
    }

    private static func lowered<O: IntInfixOperator>(
        _: O.Type, _ l: Compiled, _ r: Compiled, _ type: TypeRef?, _ ctx: RunContext
    ) -> Compiled {
        Compiled(valued(O.self, l, r, ctx), type)
    }

    /// A comparison also gives its truth to a condition directly (``Compiled/test``).
    private static func compared<O: IntComparison>(
        _: O.Type, _ l: Compiled, _ r: Compiled, _ type: TypeRef?, _ ctx: RunContext
    ) -> Compiled {
        var c = Compiled(valued(O.self, l, r, ctx), type)
        c.test = tested(O.self, l, r, ctx)
        return c
    }

    // `valued` and `tested` read operands alike; each returns a closure of a concrete type
    // (a closure made generic over its result would be called through a reabstraction thunk,
    // which cost more than the fusion saves). The left operand is always read before the
    // right one is evaluated, as when both are closures.

    /// One closure for `l op r`, reading direct operands in place.
    private static func valued<O: IntInfixOperator>(
        _: O.Type, _ l: Compiled, _ r: Compiled, _ ctx: RunContext
    ) -> Expr {
        switch (l.operand, r.operand) {
        case (.slot(let a)?, .slot(let b)?):
            return { env throws(Interrupt) in try O.apply(env.slots[a], env.slots[b], ctx) }
        case (.slot(let a)?, .int(let k)?):
            return { env throws(Interrupt) in try O.apply(env.slots[a], .int(k), ctx) }
        case (.int(let k)?, .slot(let b)?):
            return { env throws(Interrupt) in try O.apply(.int(k), env.slots[b], ctx) }
        case (_, .int(let k)?):
            let lr = l.run
            return { env throws(Interrupt) in try O.apply(try lr(env), .int(k), ctx) }
        case (_, .slot(let b)?):
            let lr = l.run
            return { env throws(Interrupt) in
                let a = try lr(env)
                return try O.apply(a, env.slots[b], ctx)
            }
        case (.slot(let a)?, _):
            let rr = r.run
            return { env throws(Interrupt) in
                let x = env.slots[a]
                return try O.apply(x, try rr(env), ctx)
            }
        default:
            let lr = l.run, rr = r.run
            return { env throws(Interrupt) in
                let a = try lr(env)
                return try O.apply(a, try rr(env), ctx)
            }
        }
    }

    /// One closure for a condition on `l op r`, reading direct operands in place.
    private static func tested<O: IntComparison>(
        _: O.Type, _ l: Compiled, _ r: Compiled, _ ctx: RunContext
    ) -> (Env) throws(Interrupt) -> Bool {
        switch (l.operand, r.operand) {
        case (.slot(let a)?, .slot(let b)?):
            return { env throws(Interrupt) in try O.truth(env.slots[a], env.slots[b], ctx) }
        case (.slot(let a)?, .int(let k)?):
            return { env throws(Interrupt) in try O.truth(env.slots[a], .int(k), ctx) }
        case (.int(let k)?, .slot(let b)?):
            return { env throws(Interrupt) in try O.truth(.int(k), env.slots[b], ctx) }
        case (_, .int(let k)?):
            let lr = l.run
            return { env throws(Interrupt) in try O.truth(try lr(env), .int(k), ctx) }
        case (_, .slot(let b)?):
            let lr = l.run
            return { env throws(Interrupt) in
                let a = try lr(env)
                return try O.truth(a, env.slots[b], ctx)
            }
        case (.slot(let a)?, _):
            let rr = r.run
            return { env throws(Interrupt) in
                let x = env.slots[a]
                return try O.truth(x, try rr(env), ctx)
            }
        default:
            let lr = l.run, rr = r.run
            return { env throws(Interrupt) in
                let a = try lr(env)
                return try O.truth(a, try rr(env), ctx)
            }
        }
    }
}

extension Compiler {
    /// The slot of `e` when it names a plain variable of the current frame (no accessors or
    /// observers, not weak, not `self`): such a variable can be updated in place.
    func frameSlot(_ e: ExprSyntax) -> Int? {
        guard let r = e.as(DeclReferenceExprSyntax.self), r.baseName.text != "self",
              case .local(0, let info)? = resolve(r.baseName.text), info.accessors == nil, !info.isWeak
        else { return nil }
        return info.slot
    }

    /// `x op= rhs` (`+ - * / %`) on a variable of this frame: when both hold `Int`s, the
    /// variable is updated in place; otherwise `otherwise` runs with the evaluated `rhs`.
    /// Nil for other operators.
    func intCompoundAssignment(
        _ op: String, slot: Int, rhs: @escaping Expr,
        otherwise: @escaping (Env, Value) throws(Interrupt) -> Value
    ) -> Expr? {
        switch op {
        case "+": Self.updating(IntAdd.self, slot, rhs, otherwise)
        case "-": Self.updating(IntSubtract.self, slot, rhs, otherwise)
        case "*": Self.updating(IntMultiply.self, slot, rhs, otherwise)
        case "/": Self.updating(IntDivide.self, slot, rhs, otherwise)
        case "%": Self.updating(IntRemainder.self, slot, rhs, otherwise)
        default: nil
        }
    }

    private static func updating<O: IntInfixOperator>(
        _: O.Type, _ slot: Int, _ rhs: @escaping Expr,
        _ otherwise: @escaping (Env, Value) throws(Interrupt) -> Value
    ) -> Expr {
        { env throws(Interrupt) in
            let b = try rhs(env)
            if case .int(let x) = env.slots[slot], case .int(let y) = b {
                env.slots[slot] = try O.ints(x, y)
                return .void
            }
            return try otherwise(env, b)
        }
    }
}
