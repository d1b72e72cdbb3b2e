import SwiftSyntax

/// Standard-library free functions beyond calls with arguments: `swap(&a, &b)`, and `min`,
/// `max` and `abs` used as function values (`SegmentTree(array: a, function: min)`).
extension Compiler {
    /// Range types written as types (`func f(_ r: Range<Int>)`): their values are the
    /// interpreter's ranges, which need no conversion.
    static let rangeTypeNames: Set<String> = ["Range", "ClosedRange"]

    /// The standard functions a bare name may stand for as a value, when the program declares
    /// nothing by that name.
    static let standardFunctionValues: Set<String> = ["min", "max", "abs"]

    /// `min`, `max` or `abs` as a function value.
    func standardFunctionValue(_ name: String) -> Compiled {
        let body: ([Value]) throws(Interrupt) -> Value
        switch name {
        case "min", "max":
            let pick = Self.minOrMax(wantMax: name == "max")
            body = { args throws(Interrupt) in
                // `zip(a, b).map(min)` passes each pair as one tuple.
                if args.count == 1, case .tuple(let pair, _) = args[0], pair.count == 2 { return try pick(pair) }
                guard args.count >= 2 else { throw .unsupported("'\\(name)' used as a function this way is not supported yet") }
                return try pick(args)
            }
        default:
            body = { args throws(Interrupt) in
                guard args.count == 1 else { throw .unsupported("'abs' used as a function this way is not supported yet") }
                return try Self.absoluteValue(args[0])
            }
        }
        let fn = Callable(name: name) { args, _ throws(Interrupt) in try body(args) }
        return Compiled({ _ throws(Interrupt) in .function(fn) }, .function(nil))
    }

    /// Swift's `min(_:_:_:_:)`/`max(_:_:_:_:)`: of equal values `min` keeps the first and
    /// `max` the last (the standard library's `y < x ? y : x` and `y >= x ? y : x`).
    static func minOrMax(wantMax: Bool) -> ([Value]) throws(Interrupt) -> Value {
        { v throws(Interrupt) in
            var best = v[0]
            for x in v.dropFirst() {
                let replaces: Bool
                if wantMax {
                    let less = try Sequences.less(x, best)
                    replaces = !isNaN(x) && !isNaN(best) && !less
                } else {
                    replaces = try Sequences.less(x, best)
                }
                if replaces { best = x }
            }
            return best
        }
    }

    /// `y >= x` is false when `y` is NaN, so `max` keeps the earlier value then.
    private static func isNaN(_ v: Value) -> Bool {
        if case .double(let d) = v { return d.isNaN }
        return false
    }

    /// Swift's `abs`, trapping on `Int.min` as Swift does.
    static func absoluteValue(_ v: Value) throws(Interrupt) -> Value {
        if case .int(let i) = v {
            if i == .min { throw Arithmetic.overflow("abs") }
            return .int(abs(i))
        }
        if case .double(let d) = v { return .double(abs(d)) }
        // A sized integer (`abs(Int32(-7))`): negated in its own type when below zero.
        if case .fixed(let f) = v, v.isNegativeInteger, let zero = try? f.kind.convert(.int(0), .exactly).unwrapped {
            do { return try FixedIntArithmetic.binary("-", zero, v) ?? v } catch { throw Arithmetic.overflow("abs") }
        }
        return v
    }

    /// `swap(&a, &b)`: both places are read, then each is given the other's value.
    func swapCall(_ args: [CallArg], node: some SyntaxProtocol) -> Compiled {
        guard let a = args[0].syntax.as(InOutExprSyntax.self), let b = args[1].syntax.as(InOutExprSyntax.self) else {
            return unsupported(node, "'swap' calls without '&' before both arguments")
        }
        if let root = Self.rootName(a.expression), root == Self.rootName(b.expression),
           !(bothClassMembers(a.expression, b.expression)) {
            // swiftc refuses two elements of one array ("overlapping accesses to 'names'") and
            // traps on two properties of one global struct ("Simultaneous accesses").
            error(b, "unsupported", "swapping two parts of '\(root)' at once is not supported yet")
            return Compiled { _ throws(Interrupt) in .void }
        }
        guard let first = inoutPlace(a), let second = inoutPlace(b) else {
            return Compiled { _ throws(Interrupt) in .void }
        }
        return Compiled({ env throws(Interrupt) in
            let x = try first.get(env), y = try second.get(env)
            _ = try first.modify(env) { v throws(Interrupt) in v = y; return .void }
            _ = try second.modify(env) { v throws(Interrupt) in v = x; return .void }
            return .void
        }, .named("Void"))
    }

    /// The variable a place starts from (`a` of `a.b[0].c`).
    static func rootName(_ e: ExprSyntax) -> String? {
        if let r = e.as(DeclReferenceExprSyntax.self) { return r.baseName.text }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base { return rootName(base) }
        if let s = e.as(SubscriptCallExprSyntax.self) { return rootName(s.calledExpression) }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return rootName(f.expression) }
        if let o = e.as(OptionalChainingExprSyntax.self) { return rootName(o.expression) }
        return nil
    }

    /// Two different properties of one class instance (`&node.next, &node.previous`), which
    /// Swift lets a call change at once.
    private func bothClassMembers(_ a: ExprSyntax, _ b: ExprSyntax) -> Bool {
        guard let ma = a.as(MemberAccessExprSyntax.self), let mb = b.as(MemberAccessExprSyntax.self),
              let baseA = ma.base, let baseB = mb.base,
              baseA.trimmedText == baseB.trimmedText,
              ma.declName.baseName.text != mb.declName.baseName.text else { return false }
        return baseIsClassType(baseA)
    }
}
