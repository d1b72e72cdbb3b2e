import SwiftSyntax

extension Compiler {
    func infix(_ i: InfixOperatorExprSyntax, expected: TypeRef?, builtinOnly: Bool = false) -> Compiled {
        if i.operator.is(AssignmentExprSyntax.self) { return throughOptionalChain(i, assignment(i)) }
        guard let opNode = i.operator.as(BinaryOperatorExprSyntax.self) else {
            if let arrow = i.operator.as(ArrowExprSyntax.self) { return unsupported(arrow, "function type expressions") }
            return unsupported(i, "operators of this kind")
        }
        let op = opNode.operator.text
        if let zero = zeroComparison(i, op) { return zero }
        if ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=", "&<<=", "&>>="].contains(op) {
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
            if refuseCoalescingIntegerLiteralsWithDouble(i) { return Compiled { _ throws(Interrupt) in .void } }
            let l = expr(i.leftOperand, expected: expected.map { .optional($0) })
            var inner: TypeRef? = nil
            if case .optional(let t)? = l.type { inner = t }
            // An `Any` context (`print(o ?? 0)`) leaves the right side the left's wrapped type when
            // the left's type is fixed (a variable, a member, a subscript); a call's may be
            // generic, and swiftc then makes the whole `Any` (`print(o.map { $0 * 2 } ?? 3)`
            // prints `3`).
            var context = expected
            if case .any? = expected, inner != nil, !Self.containsCall(i.leftOperand) || hasContextFreeType(i.leftOperand) { context = nil }
            let r = expr(i.rightOperand, expected: context ?? inner)
            let lr = l.run, rr = r.run
            return Compiled({ env throws(Interrupt) in
                let v = try lr(env)
                switch v {
                case .optional(let x?): return x
                case .optional(nil): return try rr(env)
                case .weakRef(let c): if let o = try c.liveReferent() { return o } else { return try rr(env) }
                default: return v
                }
            }, coalescedType(right: r.type, inner, rightIsLiteral: literalDefaultType(i.rightOperand) != nil))
        case "...", "..<":
            // `let r: ClosedRange<UInt8> = 250...255`: literal bounds take the written bound type.
            let written = fixedRangeBound(annotatedRangeType(of: i))
            if written == nil, refuseLiteralRangeOfUnknownBounds(i) { return Compiled { _ throws(Interrupt) in .void } }
            var l = expr(i.leftOperand, expected: isIntLiteral(i.leftOperand) ? written : nil)
            var r = expr(i.rightOperand, expected: isIntLiteral(i.rightOperand) ? written : nil)
            // A literal bound takes the other bound's fixed-width type (`0..<count`, a `UInt` count).
            if isIntLiteral(i.rightOperand), fixedIntKind(l.type) != nil { r = expr(i.rightOperand, expected: l.type) }
            if isIntLiteral(i.leftOperand), fixedIntKind(r.type) != nil { l = expr(i.leftOperand, expected: r.type) }
            let lr = l.run, rr = r.run
            let closed = op == "..."
            return Compiled({ env throws(Interrupt) in
                let a = try lr(env), b = try rr(env)
                if let fixed = try FixedIntRange.make(a, b, closed: closed) { return fixed }
                guard case .int(let x) = a, case .int(let y) = b else {
                    return .tuple([a, b], labels: [closed ? "..." : "..<", nil])
                }
                if closed ? y < x : y < x { throw .fatal("Fatal error: Range requires lowerBound <= upperBound") }
                return .range(x, y, closed: closed)
            }, fixedIntKind(l.type) != nil || fixedIntKind(r.type) != nil ? nil
                : isStringIndex(l.type) || isStringIndex(r.type) ? .named(StringIndices.rangeTypeName(closed ? "ClosedRange" : "Range"))
                : .named("Range"))
        default: break
        }
        if !builtinOnly, let operatorFunctions = globalFunctions[String(op)]?.filter({ $0.fixity == nil }), !operatorFunctions.isEmpty {
            // Each operand keeps its own type: the overload is chosen by them. A standard
            // operator (`==` on two Ints inside the program's own `==` for its type) whose
            // operands fit none of the program's functions keeps its standard meaning.
            // It evaluates the operands again, so only operands without calls take it.
            let left = expr(i.leftOperand), right = expr(i.rightOperand)
            if let call = staticOperatorCall(String(op), i, left, right, globals: operatorFunctions) { return call }
            let before = diagnostics.count
            var standard = Self.standardInfixOperators.contains(op)
                && Self.evaluatesWithoutCalls(i.leftOperand) && Self.evaluatesWithoutCalls(i.rightOperand)
                ? infix(i, expected: expected, builtinOnly: true).run : nil
            // Operands the standard operator does not take (`2 * "xy"` beside `func * (Int,
            // String)`) leave only the program's functions: the standard one's errors are not Swift's.
            if standard != nil, diagnostics.count > before {
                diagnostics.removeSubrange(before...)
                standard = nil
            }
            return globalOperatorCall(operatorFunctions, left.run, right.run, standard: standard,
                                      standardOperator: Self.standardInfixOperators.contains(op) ? String(op) : nil)
        }
        if let sum = heterogeneousArraySum(i, String(op), expected: expected) { return sum }
        // Swift types literal operands by the whole expression's floating context:
        // `let half: Double = 10 / 4` divides 10.0 by 4.0 (2.5), not 10 by 4.
        // So does a fixed-width integer context (`flags & (1 << 5)` with a `UInt8` flags: the
        // shift is of two `UInt8`s).
        let integerContext = fixedIntegerContext(expected, op, i.leftOperand)
        var l = expr(i.leftOperand, expected: ["+", "-", "*", "/"].contains(op) ? floatingType(expected) ?? integerContext : integerContext)
        // A shift's right operand may be any integer: it gives the left literal no type.
        let shiftedInContext = integerContext != nil && ["<<", ">>"].contains(op)
        // `[1, 2].sorted() + [0.5]`: the literals through the call take the other operand's type.
        let leftTakesRightsType = takesOtherOperandsType(i.leftOperand, beside: i.rightOperand)
        // `[1, 2] + [0.5]`: two array literals of numbers share one element type (`[Double]`).
        var sharedArrayLiteral: TypeRef? = nil
        if i.leftOperand.is(ArrayExprSyntax.self), i.rightOperand.is(ArrayExprSyntax.self),
           let lt = literalDefaultType(i.leftOperand), let rt = literalDefaultType(i.rightOperand), lt.description != rt.description {
            sharedArrayLiteral = Self.widen(lt, rt)
        }
        let r = expr(i.rightOperand, expected: sharedArrayLiteral ?? (leftTakesRightsType ? nil : l.type))
        if let sharedArrayLiteral {
            l = expr(i.leftOperand, expected: sharedArrayLiteral)
        } else if !shiftedInContext, l.type == nil || isIntLiteral(i.leftOperand) || leftTakesRightsType || Self.isNumberArrayLiteral(i.leftOperand),
                  let rt = r.type {
            l = expr(i.leftOperand, expected: rt)
        } else if ["+", "-", "*", "/"].contains(op), let rt = floatingType(r.type), isIntegerLiteralArithmetic(i.leftOperand) {
            // `5 / 9 * (f - 32)`: the whole expression is floating, so `5 / 9` divides 5.0 by 9.0.
            l = expr(i.leftOperand, expected: rt)
        }
        if !builtinOnly, let call = staticOperatorCall(String(op), i, l, r) { return call }
        checkUnconstrainedComparison(String(op), l, r, i)
        refuseMixedIntegerTypes(op, l, r, i)
        let mismatched = checkOperands(String(op), l, r, i)
        if isSinglePrecision(String(op), [(l.type, i.leftOperand), (r.type, i.rightOperand)], expected: expected) {
            let o = String(op), lr = l.run, rr = r.run
            return Compiled({ env throws(Interrupt) in try FloatDigits.arithmetic(o, try lr(env), try rr(env)) }, .named("Float"))
        }
        if !mismatched { refuseFloatArithmetic(op, [l.type, r.type, expected], at: i) }
        refuseUntypedArithmeticBesideFloat(op, [(l.type, i.leftOperand), (r.type, i.rightOperand)], expected: expected, at: i)
        if let mixed = arrayLiteralBesideUntyped(String(op), i, l, r) ?? dividingLiteralsBesideUntyped(String(op), i, l, r) { return mixed }
        let lr = l.run, rr = r.run
        let resultType: TypeRef?
        switch op {
        case "==", "!=", "<", ">", "<=", ">=", "===", "!==": resultType = .named("Bool")
        default:
            // A literal's own type says nothing when the other operand's type is unknown
            // (`bounds.height / 2` is a CGFloat, not an Int).
            let literalOnly = (l.type == nil && isNumberLiteral(i.rightOperand)) || (r.type == nil && isNumberLiteral(i.leftOperand))
            resultType = literalOnly ? nil : l.type ?? r.type
        }
        if subclassesRedeclareComparison(String(op)), mayHoldObject(l.type), mayHoldObject(r.type),
           !(isOfTypeParameterType(i.leftOperand) && isOfTypeParameterType(i.rightOperand)) {
            // Objects of a class whose subclass declares its own comparison: swiftc calls the
            // one of the operands' static type, not known here (`OperatorConformances`).
            let o = String(op)
            return Compiled({ env throws(Interrupt) in
                let a = try lr(env), b = try rr(env)
                if Arithmetic.choiceDependsOnStaticType(o, a, b) {
                    throw .unsupported("'\(o)' on objects of a class whose subclass declares its own, where their static type is not known, is not supported yet")
                }
                return try Arithmetic.binary(o, a, b)
            }, resultType)
        }
        if fixedIntKind(l.type) != nil, let fastOp = FixedIntArithmetic.Op(rawValue: String(op)) {
            // Operands of a fixed-width type: the common operators without reading `op` again.
            let o = String(op)
            return Compiled({ env throws(Interrupt) in
                let a = try lr(env), b = try rr(env)
                if let v = try FixedIntArithmetic.fast(fastOp, a, b) { return v }
                return try Arithmetic.binary(o, a, b)
            }, resultType)
        }
        if let fast = intInfix(String(op), l, r, type: resultType) { return fast }
        let o = String(op)
        if ["+", "-", "*", "/"].contains(o) {
            let ctx = self.ctx
            return Compiled({ env throws(Interrupt) in
                let a = try lr(env), b = try rr(env)
                return ctx.signingMadeNaN(try Arithmetic.binary(o, a, b), a, b)
            }, resultType)
        }
        return Compiled({ env throws(Interrupt) in try Arithmetic.binary(o, try lr(env), try rr(env)) }, resultType)
    }

    /// `expected` where it is a fixed-width integer type that gives the integer literal
    /// `left`, the left operand of an arithmetic, bitwise or shift operator `op`, its type.
    func fixedIntegerContext(_ expected: TypeRef?, _ op: String, _ left: ExprSyntax) -> TypeRef? {
        guard case .named(let n)? = expected, IntKind(name: n) != nil,
              ["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "&+", "&-", "&*"].contains(op),
              isIntLiteral(left) else { return nil }
        return expected
    }

    /// The floating-point type (`Double`, `Float`, `CGFloat`) `type` is or wraps in optionals
    /// (`let m: Double? = 7 / 2` is 3.5), else nil.
    func floatingType(_ type: TypeRef?) -> TypeRef? {
        if case .optional(let wrapped)? = type { return floatingType(wrapped) }
        guard case .named(let n)? = type, n == "Double" || n == "Float" || n == "CGFloat" else { return nil }
        return type
    }

    /// An integer or floating-point literal, possibly negated.
    func isNumberLiteral(_ e: ExprSyntax) -> Bool {
        let inner = e.as(PrefixOperatorExprSyntax.self)?.expression ?? e
        return inner.is(IntegerLiteralExprSyntax.self) || inner.is(FloatLiteralExprSyntax.self)
    }

    /// Integer literals joined by `+ - * /` (in parentheses, negated): Swift types every one of
    /// them by the expression around them (`5 / 9 * 1.8` is `5.0 / 9.0 * 1.8`). So are
    /// integer literals through standard generic calls (`[3, 4].max()! / 8 + 0.5`,
    /// `Compiler+LiteralContexts`).
    func isIntegerLiteralArithmetic(_ e: ExprSyntax) -> Bool {
        if isIntLiteral(e) { return true }
        if !e.is(InfixOperatorExprSyntax.self), literalSeedType(e)?.description == "Int" { return true }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return isIntegerLiteralArithmetic(only.expression)
        }
        guard let infix = e.as(InfixOperatorExprSyntax.self),
              let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op),
              globalFunctions[op] == nil else { return false }
        return isIntegerLiteralArithmetic(infix.leftOperand) && isIntegerLiteralArithmetic(infix.rightOperand)
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
            return tupleAssignment(t, i.rightOperand)
        }
        guard let lv = lvalue(i.leftOperand) else { return Compiled { _ throws(Interrupt) in .void } }
        checkNonEscapingParameterStored(i.rightOperand, assigning: true, at: Syntax(i.operator))
        refuseOffsetViewAssigned(to: i.leftOperand, i.rightOperand)
        var r = expr(i.rightOperand, expected: lv.type)
        checkBinding(r, i.rightOperand, to: lv.type, at: i.leftOperand.is(SubscriptCallExprSyntax.self) ? .subscriptAssignment : .assignment)
        r = implicitlyUnwrapped(r, i.rightOperand, for: lv.type)
        checkTypeArgumentsAssigned(i)
        let rr = storedIntoUntypedVariable(i.leftOperand, get: lv.get, value: i.rightOperand,
                                           compiled: promotingNestedNil(r, i.rightOperand, to: lv.type))
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
        if lv.assignIndexed == nil, lv.evaluatesParts {
            // Swift's order: the place's indices and base calls, the value, then the access.
            return Compiled { env throws(Interrupt) in
                _ = try lv.access(env, reading: false, after: { env throws(Interrupt) in
                    let v = try rr(env)
                    if needs, let t { return coerce(v, to: t) }
                    return v
                }) { v, x throws(Interrupt) in x = v; return .void }
                return .void
            }
        }
        if let assignIndexed = lv.assignIndexed {
            let value: Expr = { env throws(Interrupt) in
                let v = try rr(env)
                if needs, let t { return coerce(v, to: t) }
                return v
            }
            return Compiled { env throws(Interrupt) in
                try assignIndexed(env, value)
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
        let outerSite = mutationSite
        mutationSite = .compoundOperator(Syntax(i.operator))
        let place = lvalue(i.leftOperand)
        mutationSite = outerSite
        guard let lv = place else { return Compiled { _ throws(Interrupt) in .void } }
        if let own = staticCompoundAssignment(op + "=", i, lv) { return own }
        let right = expr(i.rightOperand, expected: lv.type)
        // `total += 0.1` on a Float: computed in single precision, as for `total + 0.1`.
        let single = isSinglePrecision(op, [(lv.type, i.leftOperand), (right.type, i.rightOperand)], expected: nil)
        if !single {
            refuseFloatArithmetic(op, [lv.type], at: i)
            refuseUntypedArithmeticBesideFloat(op, [(lv.type, i.leftOperand), (right.type, i.rightOperand)], expected: nil, at: i)
        }
        // `total += 2.5` with `total: Int`: the operator's right operand is an argument of the left's type.
        if case .named(let have)? = lv.type, Self.plainTypes.contains(have) {
            checkBinding(right, i.rightOperand, to: lv.type, at: .argument)
        }
        let r = storedIntoUntypedVariable(i.leftOperand, get: lv.get, value: i.rightOperand, compiled: right.run, dividingOnly: true)
        let ctx = self.ctx
        // Through an optional chain, the right side runs only once the chain reached its target.
        let chained = spineHasOptionalChain(i.leftOperand)
        let fastOp = FixedIntArithmetic.Op(rawValue: op)
        let combine = { (x: inout Value, rhs: Value) throws(Interrupt) -> Void in
            if single {
                x = try FloatDigits.arithmetic(op, x, rhs)
                return
            }
            if let v = try FixedIntArithmetic.fast(fastOp, x, rhs) {
                x = v
                return
            }
            // Appending in place makes only the right side's memory new: charging the left side
            // too made `r += [i]` in a loop quadratic (each charge walks the array).
            if op == "+" { try ctx.charge(joining: rhs) }
            if case .int(let a) = x, case .int(let b) = rhs, op == "+" {
                let (s, o) = a.addingReportingOverflow(b)
                if o { throw Arithmetic.overflow("+") }
                x = .int(s)
                return
            }
            if case .string(var s) = x, op == "+" {
                let t = try StringMethods.appendedText(rhs)
                try Arithmetic.checkSize(s.utf8.count + t.utf8.count)
                x = .void
                s += t
                x = .string(s)
                return
            }
            if case .array(var a) = x, op == "+" {
                let more = try Sequences.elements(rhs)
                try Arithmetic.checkSize(a.count + more.count)
                x = .void
                a.append(contentsOf: more)
                x = .array(a)
                return
            }
            x = ctx.signingMadeNaN(try Arithmetic.binary(op, x, rhs), x, rhs)
        }
        if !chained, let slot = frameSlot(i.leftOperand),
           let inPlace = intCompoundAssignment(op, slot: slot, rhs: r, otherwise: { env, rhs throws(Interrupt) in
               try lv.modify(env) { x throws(Interrupt) in try combine(&x, rhs); return .void }
           }) {
            return Compiled(inPlace)
        }
        if !chained, lv.evaluatesParts, !evaluationOrderIsUnseen(place: i.leftOperand, [i.rightOperand]) {
            // Swift's order: the place's indices and base calls, the right side, then the access.
            return Compiled { env throws(Interrupt) in
                try lv.access(env, reading: true, after: r) { rhs, x throws(Interrupt) in
                    try combine(&x, rhs)
                    return .void
                }
            }
        }
        return Compiled { env throws(Interrupt) in
            let early: Value? = chained ? nil : try r(env)
            return try lv.modify(env) { x throws(Interrupt) in
                let rhs: Value
                if let early { rhs = early } else { rhs = try r(env) }
                try combine(&x, rhs)
                return .void
            }
        }
    }

    func prefix(_ p: PrefixOperatorExprSyntax, expected: TypeRef?) -> Compiled {
        let op = p.operator.text
        if op == "-", let lit = p.expression.as(IntegerLiteralExprSyntax.self) {
            if !uncertainNumericLiterals.isEmpty {
                if let taken = typeParameterLiteral(lit, negative: true) { return taken }
                certifyNumericLiteral(ExprSyntax(lit), expected: expected)
            }
            if let taken = numericSelfLiteral(lit, negative: true) { return taken }
            if let kind = fixedIntKind(expected) { return fixedLiteral(lit, negative: true, kind) }
            if case .named(let n)? = expected, n == "Double" {
                let d = -(Double(lit.literal.numberText) ?? 0)
                return Compiled({ _ throws(Interrupt) in .double(d) }, .named("Double"))
            }
            if let v = Int("-" + lit.literal.numberText) {
                return Compiled({ _ throws(Interrupt) in .int(v) }, .named("Int"))
            }
        }
        let inner = expr(p.expression, expected: expected)
        let builtin = Self.builtinPrefix(op)
        var type: TypeRef? = op == "!" ? .named("Bool") : op == "..." || op == "..<" ? .named("Range") : inner.type
        if op == "..." || op == "..<", isStringIndex(inner.type) {
            type = .named(StringIndices.rangeTypeName(op == "..." ? "PartialRangeThrough" : "PartialRangeUpTo"))
        }
        if let user = unaryOperator(op, fixity: "prefix", operand: p.expression, inner, builtin: builtin) { return user }
        guard let builtin else {
            // No standard meaning and no function of the program's: swiftc 6.1 says the same
            // whether or not `prefix operator` declares it.
            error(p.operator, "cannot-find-operator", "cannot find operator '\(op)' in scope")
            return Compiled { _ throws(Interrupt) in .void }
        }
        if op == "+" { return inner }
        let r = inner.run
        return Compiled({ env throws(Interrupt) in try builtin(try r(env)) }, type)
    }
}

extension Compiler {
    /// The static type of `a ?? b` from `b`'s and `a`'s wrapped type: `b`'s when fully known,
    /// else `a`'s wrapped type (`d["x"] ?? []` is a `[Double]` for `d: [String: [Double]]`).
    /// Not known when `a`'s wrapped type is not and `b` is a literal, which takes the type
    /// `a` wraps (`wrap(1.5) ?? 0` for `func wrap<T>(_ x: T) -> T?` is a `Double`).
    func coalescedType(right: TypeRef?, _ inner: TypeRef?, rightIsLiteral: Bool) -> TypeRef? {
        if rightIsLiteral, let inner, !Self.isFullyKnown(inner) { return nil }
        // A literal takes the wrapped type (`b ?? 0` of a `Float?` is a Float).
        if rightIsLiteral, let inner { return inner }
        if let right, Self.isFullyKnown(right) { return right }
        return inner ?? right
    }
}

extension Compiler {
    /// An array literal of number literals (`[4]`), which takes the other operand's array type
    /// (`[4] + xs` with `xs: [Double]` is `[4.0, …]`).
    static func isNumberArrayLiteral(_ e: ExprSyntax) -> Bool {
        guard let a = e.as(ArrayExprSyntax.self), !a.elements.isEmpty else { return false }
        return a.elements.allSatisfy { $0.expression.is(IntegerLiteralExprSyntax.self) || $0.expression.is(FloatLiteralExprSyntax.self) }
    }
}

extension Compiler {
    /// Whether `e`'s static type does not depend on its context: every call in it is a
    /// standard conversion (`Double(text)`) or a standard method whose result the receiver
    /// fixes (`p.max()`, `p.first(where: …)`), none one whose result a closure decides (`map`,
    /// `reduce`) or one the program declares (which may be generic).
    func hasContextFreeType(_ e: ExprSyntax) -> Bool {
        let calls = (e.as(FunctionCallExprSyntax.self).map { [$0] } ?? []) + Syntax(e).descendants(FunctionCallExprSyntax.self)
        return calls.allSatisfy { call in
            if let r = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                let name = r.baseName.text
                return resolve(name) == nil && builtinExtensions[name] == nil
                    && (["Int", "Double", "Float", "String", "Bool", "Character"].contains(name) || IntKind(name: name) != nil)
            }
            guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.base != nil else { return false }
            let name = m.declName.baseName.text
            return !Self.closureDecidedResults.contains(name)
                && !methodRefsByBase.keys.contains { $0.hasSuffix("." + name) }
                && !builtinExtensions.values.contains { t in t.methods.keys.contains { baseName($0) == name } }
        }
    }

    /// Standard methods whose result type their closure (or its context) decides.
    private static let closureDecidedResults: Set<String> = [
        "map", "flatMap", "compactMap", "reduce", "mapValues", "compactMapValues", "lazy", "joined", "zip",
    ]

    /// Whether `e` is or holds a call (`o.map { … }`, `f(x)?.y`).
    static func containsCall(_ e: ExprSyntax) -> Bool {
        e.is(FunctionCallExprSyntax.self) || e.children(viewMode: .sourceAccurate).contains { child in
            child.as(ExprSyntax.self).map(containsCall) ?? false
        }
    }
}
