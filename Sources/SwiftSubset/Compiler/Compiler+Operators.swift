import SwiftSyntax

extension Compiler {
    func infix(_ i: InfixOperatorExprSyntax, expected: TypeRef?, builtinOnly: Bool = false) -> Compiled {
        if i.operator.is(AssignmentExprSyntax.self) { return throughOptionalChain(i, assignment(i)) }
        guard let opNode = i.operator.as(BinaryOperatorExprSyntax.self) else {
            if let arrow = i.operator.as(ArrowExprSyntax.self) { return unsupported(arrow, "function type expressions") }
            return unsupported(i, "operators of this kind")
        }
        let op = opNode.operator.text
        if ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="].contains(op) {
            return throughOptionalChain(i, compoundAssignment(i, String(op.dropLast())))
        }
        switch op {
        case "&&", "||":
            let l = condition(i.leftOperand), r = condition(i.rightOperand)
            if op == "&&" {
                return Compiled({ env throws(Interrupt) in
                    if !(try l(env)) { return .bool(false) }
                    return .bool(try r(env))
                }, .named("Bool"))
            }
            return Compiled({ env throws(Interrupt) in
                if try l(env) { return .bool(true) }
                return .bool(try r(env))
            }, .named("Bool"))
        case "??":
            let l = expr(i.leftOperand, expected: expected.map { .optional($0) })
            var inner: TypeRef? = nil
            if case .optional(let t)? = l.type { inner = t }
            let r = expr(i.rightOperand, expected: expected ?? inner)
            let lr = l.run, rr = r.run
            return Compiled({ env throws(Interrupt) in
                let v = try lr(env)
                switch v {
                case .optional(let x?): return x
                case .optional(nil): return try rr(env)
                case .weakRef(let c): if let o = c.referent { return o } else { return try rr(env) }
                default: return v
                }
            }, r.type ?? inner)
        case "...", "..<":
            let l = expr(i.leftOperand), r = expr(i.rightOperand)
            let lr = l.run, rr = r.run
            let closed = op == "..."
            return Compiled({ env throws(Interrupt) in
                let a = try lr(env), b = try rr(env)
                guard case .int(let x) = a, case .int(let y) = b else {
                    return .tuple([a, b], labels: [closed ? "..." : "..<", nil])
                }
                if closed ? y < x : y < x { throw .fatal("Fatal error: Range requires lowerBound <= upperBound") }
                return .range(x, y, closed: closed)
            }, .named("Range"))
        default: break
        }
        if !builtinOnly, let operatorFunctions = globalFunctions[String(op)], !operatorFunctions.isEmpty {
            // Each operand keeps its own type: the overload is chosen by them. A standard
            // operator (`==` on two Ints inside the program's own `==` for its type) whose
            // operands fit none of the program's functions keeps its standard meaning.
            // It evaluates the operands again, so only operands without calls take it.
            let standard = Self.standardInfixOperators.contains(op)
                && Self.evaluatesWithoutCalls(i.leftOperand) && Self.evaluatesWithoutCalls(i.rightOperand)
                ? infix(i, expected: expected, builtinOnly: true).run : nil
            return globalOperatorCall(operatorFunctions, expr(i.leftOperand).run, expr(i.rightOperand).run, standard: standard)
        }
        var l = expr(i.leftOperand)
        var r = expr(i.rightOperand, expected: l.type)
        if l.type == nil || isIntLiteral(i.leftOperand), let rt = r.type {
            l = expr(i.leftOperand, expected: rt)
        }
        _ = r.type
        let lr = l.run, rr = r.run
        let resultType: TypeRef?
        switch op {
        case "==", "!=", "<", ">", "<=", ">=", "===", "!==": resultType = .named("Bool")
        default: resultType = l.type ?? r.type
        }
        r = Compiled(rr, r.type)
        let ctx = self.ctx
        switch op {
        case "+":
            return Compiled({ env throws(Interrupt) in
                let a = try lr(env), b = try rr(env)
                if case .int(let x) = a, case .int(let y) = b {
                    let (s, o) = x.addingReportingOverflow(y)
                    if o { throw Arithmetic.overflow("+") }
                    return .int(s)
                }
                try ctx.charge(joining: a, b)
                return try Arithmetic.binary("+", a, b)
            }, resultType)
        case "-":
            return Compiled({ env throws(Interrupt) in
                let a = try lr(env), b = try rr(env)
                if case .int(let x) = a, case .int(let y) = b {
                    let (s, o) = x.subtractingReportingOverflow(y)
                    if o { throw Arithmetic.overflow("-") }
                    return .int(s)
                }
                return try Arithmetic.binary("-", a, b)
            }, resultType)
        case "<":
            return Compiled({ env throws(Interrupt) in
                let a = try lr(env), b = try rr(env)
                if case .int(let x) = a, case .int(let y) = b { return .bool(x < y) }
                return try Arithmetic.binary("<", a, b)
            }, resultType)
        case "==":
            return Compiled({ env throws(Interrupt) in
                let a = try lr(env), b = try rr(env)
                if case .int(let x) = a, case .int(let y) = b { return .bool(x == y) }
                return .bool(valuesEqual(a, b))
            }, resultType)
        default:
            let o = String(op)
            if let fast = Arithmetic.intOperator(o) {
                return Compiled({ env throws(Interrupt) in
                    let a = try lr(env), b = try rr(env)
                    if case .int(let x) = a, case .int(let y) = b { return try fast(x, y) }
                    return try Arithmetic.binary(o, a, b)
                }, resultType)
            }
            return Compiled({ env throws(Interrupt) in try Arithmetic.binary(o, try lr(env), try rr(env)) }, resultType)
        }
    }

    func isIntLiteral(_ e: ExprSyntax) -> Bool {
        e.is(IntegerLiteralExprSyntax.self)
            || (e.as(PrefixOperatorExprSyntax.self).map { $0.expression.is(IntegerLiteralExprSyntax.self) } ?? false)
    }

    func assignment(_ i: InfixOperatorExprSyntax) -> Compiled {
        if i.leftOperand.is(DiscardAssignmentExprSyntax.self) {
            let r = expr(i.rightOperand).run
            return Compiled { env throws(Interrupt) in _ = try r(env); return .void }
        }
        if let t = i.leftOperand.as(TupleExprSyntax.self), t.elements.count > 1 {
            let targets = t.elements.map { lvalue($0.expression) }
            let r = expr(i.rightOperand).run
            return Compiled { env throws(Interrupt) in
                guard case .tuple(let vals, _) = try r(env) else { return .void }
                for (k, lv) in targets.enumerated() {
                    guard let lv else { continue }
                    let v = vals[k]
                    _ = try lv.modify(env) { x throws(Interrupt) in x = v; return .void }
                }
                return .void
            }
        }
        guard let lv = lvalue(i.leftOperand) else { return Compiled { _ throws(Interrupt) in .void } }
        let r = expr(i.rightOperand, expected: lv.type)
        checkBinding(r, i.rightOperand, to: lv.type, at: .assignment)
        let rr = r.run
        let t = lv.type
        let needs = t?.needsCoercion ?? false
        if spineHasOptionalChain(i.leftOperand) {
            // Swift evaluates the right side only once the chain has reached its target.
            return Compiled { env throws(Interrupt) in
                _ = try lv.modify(env) { x throws(Interrupt) in
                    var v = try rr(env)
                    if needs, let t { v = coerce(v, to: t) }
                    x = v
                    return .void
                }
                return .void
            }
        }
        return Compiled { env throws(Interrupt) in
            var v = try rr(env)
            if needs, let t { v = coerce(v, to: t) }
            let nv = v
            _ = try (lv.assign ?? lv.modify)(env) { x throws(Interrupt) in x = nv; return .void }
            return .void
        }
    }

    /// An assignment whose target goes through `?` (`navigationController?.title = "A"`)
    /// does nothing when the chain meets nil, as in Swift, and is of type `Void?`: nil then,
    /// `()` otherwise.
    func throughOptionalChain(_ i: InfixOperatorExprSyntax, _ assigning: Compiled) -> Compiled {
        guard spineHasOptionalChain(i.leftOperand) else { return assigning }
        let run = assigning.run
        return Compiled({ env throws(Interrupt) in
            do throws(Interrupt) {
                _ = try run(env)
                return .optional(.void)
            } catch {
                if case .chainNil = error { return .optional(nil) }
                throw error
            }
        }, .optional(.tuple([])))
    }

    func compoundAssignment(_ i: InfixOperatorExprSyntax, _ op: String) -> Compiled {
        guard let lv = lvalue(i.leftOperand) else { return Compiled { _ throws(Interrupt) in .void } }
        let r = expr(i.rightOperand, expected: lv.type).run
        let ctx = self.ctx
        // Through an optional chain, the right side runs only once the chain reached its target.
        let chained = spineHasOptionalChain(i.leftOperand)
        return Compiled { env throws(Interrupt) in
            let early: Value? = chained ? nil : try r(env)
            return try lv.modify(env) { x throws(Interrupt) in
                let rhs: Value
                if let early { rhs = early } else { rhs = try r(env) }
                if op == "+" { try ctx.charge(joining: x, rhs) }
                if case .int(let a) = x, case .int(let b) = rhs, op == "+" {
                    let (s, o) = a.addingReportingOverflow(b)
                    if o { throw Arithmetic.overflow("+") }
                    x = .int(s)
                    return .void
                }
                if case .string(var s) = x, op == "+" {
                    if case .string(let t) = rhs { try Arithmetic.checkSize(s.utf8.count + t.utf8.count) }
                    x = .void
                    switch rhs {
                    case .string(let t): s += t
                    case .character(let c): s.append(c)
                    default: break
                    }
                    x = .string(s)
                    return .void
                }
                if case .array(var a) = x, op == "+" {
                    let more = try Sequences.elements(rhs)
                    try Arithmetic.checkSize(a.count + more.count)
                    x = .void
                    a.append(contentsOf: more)
                    x = .array(a)
                    return .void
                }
                x = try Arithmetic.binary(op, x, rhs)
                return .void
            }
        }
    }

    func prefix(_ p: PrefixOperatorExprSyntax, expected: TypeRef?) -> Compiled {
        let op = p.operator.text
        if op == "-", let lit = p.expression.as(IntegerLiteralExprSyntax.self) {
            if case .named(let n)? = expected, n == "Double" {
                let d = -(Double(lit.literal.text.replacingOccurrences(of: "_", with: "")) ?? 0)
                return Compiled({ _ throws(Interrupt) in .double(d) }, .named("Double"))
            }
            if let v = Int("-" + lit.literal.text.replacingOccurrences(of: "_", with: "")) {
                return Compiled({ _ throws(Interrupt) in .int(v) }, .named("Int"))
            }
        }
        let inner = expr(p.expression, expected: expected)
        let r = inner.run
        switch op {
        case "!":
            return Compiled({ env throws(Interrupt) in
                if case .bool(let b) = try r(env) { return .bool(!b) }
                return .bool(false)
            }, .named("Bool"))
        case "-":
            return Compiled({ env throws(Interrupt) in
                switch try r(env) {
                case .int(let i):
                    if i == .min { throw Arithmetic.overflow("-") }
                    return .int(-i)
                case .double(let d): return .double(-d)
                default: throw .unsupported("negating a value of this kind is not supported yet")
                }
            }, inner.type)
        case "+": return inner
        case "~":
            return Compiled({ env throws(Interrupt) in
                if case .int(let i) = try r(env) { return .int(~i) }
                return .void
            }, inner.type)
        case "...":
            return Compiled({ env throws(Interrupt) in
                if case .int(let i) = try r(env) { return .partialRange(.through(i)) }
                return .void
            }, .named("Range"))
        case "..<":
            return Compiled({ env throws(Interrupt) in
                if case .int(let i) = try r(env) { return .partialRange(.upTo(i)) }
                return .void
            }, .named("Range"))
        default:
            return unsupported(p, "prefix operator '\(op)'")
        }
    }
}
