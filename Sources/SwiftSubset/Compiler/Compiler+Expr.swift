@_spi(Compiler) import SwiftParser
import SwiftSyntax

extension Compiler {
    /// Lowers an expression; `expected` is the contextual type, when known.
    func expr(_ e: ExprSyntax, expected: TypeRef? = nil) -> Compiled {
        deeper(e, Compiled { _ throws(Interrupt) in .void }) {
            let c = exprUnguarded(e, expected: expected)
            guard spineHasOptionalChain(e), isChainTop(e) else { return c }
            let r = c.run
            var type: TypeRef? = c.type.map { t -> TypeRef in t.isOptional ? t : .optional(t) }
            if c.type == nil { type = nil }
            return Compiled({ env throws(Interrupt) in
                do throws(Interrupt) {
                    let v = try r(env)
                    if case .optional = v { return v }
                    if case .void = v { return .optional(.void) }
                    return .optional(v)
                } catch {
                    if case .chainNil = error { return .optional(nil) }
                    throw error
                }
            }, type)
        }
    }

    /// Whether a postfix chain (`a?.b.c()`) contains `?` below this node.
    func spineHasOptionalChain(_ e: ExprSyntax) -> Bool {
        var cur: ExprSyntax? = e
        while let c = cur {
            if c.is(OptionalChainingExprSyntax.self) { return true }
            if let m = c.as(MemberAccessExprSyntax.self) { cur = m.base }
            else if let f = c.as(FunctionCallExprSyntax.self) { cur = f.calledExpression }
            else if let s = c.as(SubscriptCallExprSyntax.self) { cur = s.calledExpression }
            else if let u = c.as(ForceUnwrapExprSyntax.self) { cur = u.expression }
            else { return false }
        }
        return false
    }

    /// Whether this node ends a postfix chain (its parent does not continue it).
    func isChainTop(_ e: ExprSyntax) -> Bool {
        guard let parent = e.parent else { return true }
        if let m = parent.as(MemberAccessExprSyntax.self), m.base?.id == e.id { return false }
        if let f = parent.as(FunctionCallExprSyntax.self), f.calledExpression.id == e.id { return false }
        if let s = parent.as(SubscriptCallExprSyntax.self), s.calledExpression.id == e.id { return false }
        if let u = parent.as(ForceUnwrapExprSyntax.self), u.expression.id == e.id { return false }
        if let o = parent.as(OptionalChainingExprSyntax.self), o.expression.id == e.id { return false }
        return true
    }

    private func exprUnguarded(_ e: ExprSyntax, expected: TypeRef?) -> Compiled {
        if let lit = e.as(IntegerLiteralExprSyntax.self) { return intLiteral(lit, expected: expected) }
        if let lit = e.as(FloatLiteralExprSyntax.self) {
            let v = Double(lit.literal.text.replacingOccurrences(of: "_", with: "")) ?? 0
            return Compiled({ _ throws(Interrupt) in .double(v) }, .named("Double"))
        }
        if let lit = e.as(BooleanLiteralExprSyntax.self) {
            let v = lit.literal.tokenKind == .keyword(.true)
            return Compiled({ _ throws(Interrupt) in .bool(v) }, .named("Bool"))
        }
        if e.is(NilLiteralExprSyntax.self) { return Compiled({ _ throws(Interrupt) in .optional(nil) }, expected) }
        if let s = e.as(StringLiteralExprSyntax.self) { return stringLiteral(s, expected: expected) }
        if let r = e.as(DeclReferenceExprSyntax.self) { return identifier(r) }
        if let m = e.as(MemberAccessExprSyntax.self) { return memberAccess(m, expected: expected) }
        if let c = e.as(FunctionCallExprSyntax.self) { return call(c, expected: expected) }
        if let s = e.as(SubscriptCallExprSyntax.self) { return subscriptGet(s) }
        if let i = e.as(InfixOperatorExprSyntax.self) { return infix(i, expected: expected) }
        if let p = e.as(PrefixOperatorExprSyntax.self) { return prefix(p, expected: expected) }
        if let t = e.as(TernaryExprSyntax.self) { return ternary(t, expected: expected) }
        if let t = e.as(TupleExprSyntax.self) { return tuple(t, expected: expected) }
        if let a = e.as(ArrayExprSyntax.self) { return arrayLiteral(a, expected: expected) }
        if let d = e.as(DictionaryExprSyntax.self) { return dictionaryLiteral(d, expected: expected) }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return forceUnwrap(f) }
        if let o = e.as(OptionalChainingExprSyntax.self) {
            let inner = expr(o.expression)
            let r = inner.run
            var type: TypeRef? = nil
            if case .optional(let t)? = inner.type { type = t }
            return Compiled({ env throws(Interrupt) in
                switch try r(env) {
                case .optional(let x?): return x
                case .optional(nil): throw .chainNil
                case .weakRef(let c):
                    guard let o = c.object else { throw .chainNil }
                    return .object(o)
                case let v: return v
                }
            }, type)
        }
        if let c = e.as(ClosureExprSyntax.self) { return closure(c, expected: expected) }
        if let t = e.as(TryExprSyntax.self) { return tryExpr(t, expected: expected) }
        if let a = e.as(AwaitExprSyntax.self) { return expr(a.expression, expected: expected) }
        if let i = e.as(IsExprSyntax.self) { return isExpr(i) }
        if let a = e.as(AsExprSyntax.self) { return asExpr(a) }
        if let i = e.as(IfExprSyntax.self) { return ifExpression(i, expected: expected) }
        if let s = e.as(SwitchExprSyntax.self) { return switchExpression(s, expected: expected) }
        if e.is(SuperExprSyntax.self) { return superValue(e) }
        if let m = e.as(MacroExpansionExprSyntax.self) { return macro(m) }
        if let t = e.as(TypeExprSyntax.self) { return typeValue(t.type, node: e) }
        if let p = e.as(PostfixOperatorExprSyntax.self) {
            error(p, "unsupported", "postfix operator '\(p.operator.text)' is not supported yet")
            return Compiled { _ throws(Interrupt) in .void }
        }
        if let g = e.as(GenericSpecializationExprSyntax.self) { return expr(g.expression) }
        if e.is(DiscardAssignmentExprSyntax.self) {
            error(e, "discard-outside-assignment", "'_' can only appear in a pattern or on the left side of an assignment")
            return Compiled { _ throws(Interrupt) in .void }
        }
        if e.is(KeyPathExprSyntax.self) { return unsupported(e, "key paths") }
        if e.is(RegexLiteralExprSyntax.self) { return unsupported(e, "regular expressions") }
        if let s = e.as(SequenceExprSyntax.self) {
            error(s, "cannot-fold", "cannot combine the operators in this expression")
            return Compiled { _ throws(Interrupt) in .void }
        }
        return unsupported(e, "expressions of this kind ('\(e.trimmedDescription.prefix(30))')")
    }

    private func intLiteral(_ lit: IntegerLiteralExprSyntax, expected: TypeRef?) -> Compiled {
        let text = lit.literal.text.replacingOccurrences(of: "_", with: "")
        var value: Int?
        if text.hasPrefix("0x") { value = Int(text.dropFirst(2), radix: 16) }
        else if text.hasPrefix("0b") { value = Int(text.dropFirst(2), radix: 2) }
        else if text.hasPrefix("0o") { value = Int(text.dropFirst(2), radix: 8) }
        else { value = Int(text) }
        if case .named(let n)? = expected, n == "Double" || n == "Float" || n == "CGFloat" {
            let d = Double(text) ?? Double(value ?? 0)
            return Compiled({ _ throws(Interrupt) in .double(d) }, .named("Double"))
        }
        guard let v = value else {
            error(lit, "integer-overflow-literal", "integer literal '\(lit.literal.text)' overflows when stored into 'Int'")
            return Compiled { _ throws(Interrupt) in .int(0) }
        }
        return Compiled({ _ throws(Interrupt) in .int(v) }, .named("Int"))
    }

    private func stringLiteral(_ s: StringLiteralExprSyntax, expected: TypeRef?) -> Compiled {
        let kind = s.stringLiteralKind ?? .singleLine
        let delim = s.delimiterLength
        var parts: [Expr] = []
        var pendingText = ""
        var allText = true
        for seg in s.segments {
            switch seg {
            case .stringSegment(let t):
                if !t.hasError {
                    t.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: delim, to: &pendingText)
                }
            case .expressionSegment(let es):
                allText = false
                if !pendingText.isEmpty {
                    let text = pendingText
                    let p: Expr = { _ throws(Interrupt) in .string(text) }
                    parts.append(p)
                    pendingText = ""
                }
                guard let first = es.expressions.first else { continue }
                let inner = expr(first.expression).run
                let f = formatter
                let ctx = self.ctx
                let p: Expr = { env throws(Interrupt) in
                    let v = try inner(env)
                    return .string(try describeValue(v, formatter: f, ctx: ctx))
                }
                parts.append(p)
            }
        }
        let text = pendingText
        if allText {
            if case .named("Character")? = expected, let c = text.first, text.count == 1 {
                return Compiled({ _ throws(Interrupt) in .character(c) }, .named("Character"))
            }
            return Compiled({ _ throws(Interrupt) in .string(text) }, .named("String"))
        }
        if !text.isEmpty {
            let p: Expr = { _ throws(Interrupt) in .string(text) }
            parts.append(p)
        }
        let all = parts
        return Compiled({ env throws(Interrupt) in
            var out = ""
            for p in all { if case .string(let s) = try p(env) { out += s } }
            return .string(out)
        }, .named("String"))
    }

    private func tuple(_ t: TupleExprSyntax, expected: TypeRef?) -> Compiled {
        if t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return expr(only.expression, expected: expected)
        }
        var expectedTypes: [TypeRef]? = nil
        if case .tuple(let ts)? = expected, ts.count == t.elements.count { expectedTypes = ts }
        let items = t.elements.enumerated().map { i, el in expr(el.expression, expected: expectedTypes?[i]) }
        let runs = items.map(\.run)
        let labels = t.elements.map { $0.label?.text }
        let type: TypeRef? = items.allSatisfy { $0.type != nil } ? .tuple(items.map { $0.type! }) : nil
        return Compiled({ env throws(Interrupt) in
            var vals: [Value] = []
            vals.reserveCapacity(runs.count)
            for r in runs { vals.append(try r(env)) }
            return .tuple(vals, labels: labels)
        }, type)
    }

    private func arrayLiteral(_ a: ArrayExprSyntax, expected: TypeRef?) -> Compiled {
        var elType: TypeRef? = nil
        if case .array(let t)? = expected { elType = t }
        if case .set(let t)? = expected { elType = t }
        let items = a.elements.map { expr($0.expression, expected: elType) }
        let runs = items.map(\.run)
        let ctx = self.ctx
        let type = expected ?? items.first?.type.map { TypeRef.array($0) }
        let el = elType
        return Compiled({ env throws(Interrupt) in
            try ctx.allocate(runs.count)
            var vals: [Value] = []
            vals.reserveCapacity(runs.count)
            for r in runs {
                let v = try r(env)
                vals.append(el.map { coerce(v, to: $0) } ?? v)
            }
            return .array(vals)
        }, type)
    }

    private func dictionaryLiteral(_ d: DictionaryExprSyntax, expected: TypeRef?) -> Compiled {
        guard case .elements(let elements) = d.content else {
            return Compiled({ _ throws(Interrupt) in .dictionary(OrderedDict()) }, expected)
        }
        var kt: TypeRef? = nil, vt: TypeRef? = nil
        if case .dictionary(let k, let v)? = expected { kt = k; vt = v }
        let pairs = elements.map { (expr($0.key, expected: kt).run, expr($0.value, expected: vt).run) }
        let ctx = self.ctx
        let valueType = vt
        return Compiled({ env throws(Interrupt) in
            try ctx.allocate(pairs.count)
            var dict = OrderedDict()
            for (k, v) in pairs {
                let key = try k(env)
                let value = try v(env)
                if dict.lookup(key) != nil {
                    throw .fatal("Fatal error: Dictionary literal contains duplicate keys")
                }
                dict.set(key, valueType.map { coerce(value, to: $0) } ?? value)
            }
            return .dictionary(dict)
        }, expected)
    }

    private func forceUnwrap(_ f: ForceUnwrapExprSyntax) -> Compiled {
        let inner = expr(f.expression)
        let run = inner.run
        var type: TypeRef? = nil
        if case .optional(let t)? = inner.type { type = t }
        return Compiled({ env throws(Interrupt) in
            let v = try run(env)
            switch v {
            case .optional(let x?): return x
            case .optional(nil):
                throw .fatal("Fatal error: Unexpectedly found nil while unwrapping an Optional value")
            case .weakRef(let cell):
                guard let o = cell.object else {
                    throw .fatal("Fatal error: Unexpectedly found nil while unwrapping an Optional value")
                }
                return .object(o)
            default: return v
            }
        }, type)
    }

    private func ternary(_ t: TernaryExprSyntax, expected: TypeRef?) -> Compiled {
        let c = condition(t.condition)
        let a = expr(t.thenExpression, expected: expected)
        let b = expr(t.elseExpression, expected: expected ?? a.type)
        let ar = a.run, br = b.run
        return Compiled({ env throws(Interrupt) in try c(env) ? try ar(env) : try br(env) }, a.type ?? b.type)
    }

    /// Lowers a Boolean condition.
    func condition(_ e: ExprSyntax) -> (Env) throws(Interrupt) -> Bool {
        let c = expr(e, expected: .named("Bool")).run
        return { env throws(Interrupt) in
            if case .bool(let b) = try c(env) { return b }
            return false
        }
    }

    private func macro(_ m: MacroExpansionExprSyntax) -> Compiled {
        switch m.macroName.text {
        case "selector":
            let text = m.arguments.first?.expression.trimmedDescription ?? ""
            let name = text.split(separator: ".").last.map(String.init) ?? text
            return Compiled({ _ throws(Interrupt) in .selector(name) }, .named("Selector"))
        case "line":
            let line = m.startLocation(converter: converter).line
            return Compiled({ _ throws(Interrupt) in .int(line) }, .named("Int"))
        case "function":
            return Compiled({ _ throws(Interrupt) in .string("main") }, .named("String"))
        default:
            return unsupported(m, "macros like '#\(m.macroName.text)'")
        }
    }
}

/// What string interpolation and `print` produce for a value, honouring `description`.
func describeValue(_ v: Value, formatter: ValueFormatter, ctx: RunContext) throws(Interrupt) -> String {
    switch v {
    case .structValue(let s):
        if let d = s.type.methods["get:description"] {
            var me = v
            if case .string(let text) = try d.invoke([], &me) { return text }
        }
    case .enumValue(let t, _, _):
        if let d = t.methods["get:description"] {
            var me = v
            if case .string(let text) = try d.invoke([], &me) { return text }
        }
    case .object(let o):
        if let d = o.type.findMethod("get:description") {
            var me = v
            if case .string(let text) = try d.invoke([], &me) { return text }
        }
    default: break
    }
    return formatter.describe(v)
}
