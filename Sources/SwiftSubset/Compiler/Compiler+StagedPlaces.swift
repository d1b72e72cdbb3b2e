import SwiftSyntax

/// A place accessed in Swift's two phases. Swift first evaluates what the place's path
/// computes (its indices, a base that is a call: `box()` in `box().items[i]`), then what the
/// statement evaluates beside it (an assigned value, a method's or operator's arguments), and
/// only then accesses the place (getters, `modify`, setters): `grid[f()][g()] = v()` runs `f`,
/// `g`, `v`, then the access. `parts` holds what the first phase evaluated, the base's first.
struct StagedPlace {
    typealias Body = (inout Value) throws(Interrupt) -> Value
    /// How many values `evaluate` appends to `parts`.
    var count: Int
    /// The first phase: appends the path's evaluated parts, in Swift's order.
    var evaluate: (Env, inout [Value]) throws(Interrupt) -> Void
    /// Reads the place with the parts evaluated before.
    var read: (Env, [Value]) throws(Interrupt) -> Value
    /// Runs `body` on the place, in place, with the parts evaluated before.
    var modify: (Env, [Value], Body) throws(Interrupt) -> Value
    /// A plain `=`: sets the place without reading it where reading could be seen (a computed
    /// property's getter, a subscript's getter); `body` gets no current value there.
    var assign: (Env, [Value], Body) throws(Interrupt) -> Value

    /// A place whose path evaluates nothing before its access (a variable, a static or a
    /// computed variable): both phases are its own access, run at the second.
    static func unevaluated(_ lv: LValue) -> StagedPlace {
        let get = lv.get, modify = lv.modify, assign = lv.assign ?? lv.modify
        return StagedPlace(count: 0, evaluate: { _, _ throws(Interrupt) in },
                           read: { env, _ throws(Interrupt) in try get(env) },
                           modify: { env, _, body throws(Interrupt) in try modify(env, body) },
                           assign: { env, _, body throws(Interrupt) in try assign(env, body) })
    }

    /// A value only read, never written back (a call used as the base of a class member,
    /// `box().items[i] = v`): evaluated once, in the first phase.
    static func evaluatedOnce(_ run: @escaping Expr) -> StagedPlace {
        StagedPlace(
            count: 1, evaluate: { env, parts throws(Interrupt) in parts.append(try run(env)) },
            read: { _, parts throws(Interrupt) in parts[0] },
            modify: { _, parts, body throws(Interrupt) in var v = parts[0]; return try body(&v) },
            assign: { _, parts, body throws(Interrupt) in var v = parts[0]; return try body(&v) })
    }
}

extension LValue {
    /// Whether the place's path evaluates something of its own before the access.
    var evaluatesParts: Bool { (staged?.count ?? 0) > 0 }

    /// Swift's order for a statement that evaluates `between` beside the place (an assigned
    /// value, arguments): the path's parts, then `between`, then `body` on the place with what
    /// `between` gave (`reading: false`, a plain `=`, sets without reading), then releases the
    /// parts last to first (swiftc -Onone) and runs `finish` on what `between` gave
    /// (releasing arguments in place). A place without a staged form (or
    /// with nothing to evaluate) runs `between` first, then its access.
    func access<B>(_ env: Env, reading: Bool, after between: (Env) throws(Interrupt) -> B,
                   _ body: (inout B, inout Value) throws(Interrupt) -> Value,
                   then finish: (inout B) -> Void = { _ in }) throws(Interrupt) -> Value {
        var b: B
        let result: Value
        if let s = staged, s.count > 0 {
            var parts: [Value] = []
            parts.reserveCapacity(s.count)
            try s.evaluate(env, &parts)
            b = try between(env)
            result = try (reading ? s.modify : s.assign)(env, parts) { v throws(Interrupt) in try body(&b, &v) }
            parts.releaseLastToFirst()
        } else {
            b = try between(env)
            result = try (reading ? modify : (assign ?? modify))(env) { v throws(Interrupt) in try body(&b, &v) }
        }
        finish(&b)
        return result
    }
}

extension Compiler {
    /// The staged form of a subscript place over a staged base: the base's parts, then the
    /// indices; a dictionary's `default:` (an autoclosure) runs at the access, and only when
    /// the key is missing, as in Swift.
    func stagedSubscript(_ base: StagedPlace, _ args: [Expr], labels: [String?], lazyDefault: Bool) -> StagedPlace {
        let b = base.count
        let evaluated = lazyDefault ? Array(args.dropLast()) : args
        let fallback = lazyDefault ? args.last : nil
        let n = evaluated.count
        let single = n == 1 && labels == [nil]
        func values(_ env: Env, _ parts: [Value], _ container: Value, needed: Bool = true) throws(Interrupt) -> [Value] {
            var own = Array(parts[b..<(b + n)])
            if let fallback {
                if needed { try Self.appendDefault(&own, fallback, env, container) } else { own.append(.void) }
            }
            return own
        }
        return StagedPlace(
            count: b + n,
            evaluate: { env, parts throws(Interrupt) in
                try base.evaluate(env, &parts)
                for a in evaluated { parts.append(try a(env)) }
            },
            read: { env, parts throws(Interrupt) in
                let c = try base.read(env, parts)
                if single { return try Subscripts.get(at: parts[b], of: c) }
                return try Subscripts.get(c, try values(env, parts, c), labels: labels)
            },
            modify: { env, parts, body throws(Interrupt) in
                try base.modify(env, parts) { c throws(Interrupt) in
                    if single { return try Subscripts.modify(&c, at: parts[b], body) }
                    return try Subscripts.modify(&c, try values(env, parts, c), labels: labels, body)
                }
            },
            assign: { env, parts, body throws(Interrupt) in
                try base.modify(env, parts) { c throws(Interrupt) in
                    var v = Value.void
                    let r = try body(&v)
                    if single { try Subscripts.assign(&c, at: parts[b], v) } else {
                        try Subscripts.assign(&c, try values(env, parts, c, needed: false), labels: labels, v)
                    }
                    return r
                }
            })
    }

    /// Appends a dictionary's `default:` argument to a subscript's arguments: evaluated
    /// (`fallback`) only when the key is missing from `container`, a placeholder otherwise.
    static func appendDefault(_ vals: inout [Value], _ fallback: Expr, _ env: Env, _ container: Value) throws(Interrupt) {
        if case .dictionary(let d) = container, d.lookup(vals[0]) != nil { vals.append(.void) } else { vals.append(try fallback(env)) }
    }

    /// Whether a subscript's last argument is a dictionary's `default:`, which Swift takes as
    /// an autoclosure (run only for a missing key).
    static func hasLazyDefault(_ baseType: TypeRef?, _ labels: [String?]) -> Bool {
        guard case .dictionary? = baseType else { return false }
        return labels.count == 2 && labels[0] == nil && labels[1] == "default"
    }
}

extension Compiler {
    /// Whether evaluating `others` before the place's path instead of after it cannot be seen:
    /// the place's indices and `others` are literals, stored variables and standard arithmetic
    /// on them (no calls, no accessors), so the one-pass evaluation (no parts array) keeps
    /// Swift's output (`counts[k, default: 0] += n`, `a[i].append(x)`).
    func evaluationOrderIsUnseen(place: ExprSyntax, _ others: [ExprSyntax]) -> Bool {
        others.allSatisfy(isPlainRead) && placeIndicesArePlain(place)
    }

    private func placeIndicesArePlain(_ e: ExprSyntax) -> Bool {
        if let s = e.as(SubscriptCallExprSyntax.self) {
            return s.arguments.allSatisfy { isPlainRead($0.expression) } && placeIndicesArePlain(s.calledExpression)
        }
        if let m = e.as(MemberAccessExprSyntax.self) { return m.base.map(placeIndicesArePlain) ?? true }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return placeIndicesArePlain(f.expression) }
        return e.is(DeclReferenceExprSyntax.self)
    }

    /// A literal, a stored variable, or standard arithmetic on them (the program declares no
    /// operator function of that name).
    private func isPlainRead(_ e: ExprSyntax) -> Bool {
        if literalDefaultType(e) != nil || e.is(BooleanLiteralExprSyntax.self) { return true }
        if let s = e.as(StringLiteralExprSyntax.self) { return !s.segments.contains { $0.is(ExpressionSegmentSyntax.self) } }
        if isStoredVariable(e) { return true }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first {
            return isPlainRead(only.expression)
        }
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           ["+", "-", "*", "/", "%"].contains(op), resolve(op) == nil, !declaresBinaryOperatorMethod(op) {
            return isPlainRead(i.leftOperand) && isPlainRead(i.rightOperand)
        }
        return false
    }
}
