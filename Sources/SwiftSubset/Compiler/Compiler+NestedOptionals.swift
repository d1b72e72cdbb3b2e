import SwiftSyntax

/// A value bound to a nested optional type (`Int??`) from a shallower optional: Swift wraps
/// it whole, so a nil `Int?` becomes `.some(nil)` (printed `Optional(nil)`), not the outer nil.
/// Values carry no static type, and a nil of any depth looks alike, so the depth comes from the
/// bound expression's static type; where that is not known the binding is refused rather than
/// guessed.
extension TypeRef {
    /// How many optionals wrap the type (`Int??` is 2, `Int` 0).
    var optionalDepth: Int {
        if case .optional(let inner) = self { return 1 + inner.optionalDepth }
        return 0
    }
}

extension Compiler {
    /// `value`'s run, with a nil of a shallower optional type wrapped as Swift wraps it when
    /// bound to `target`; unchanged unless `target` is a nested optional.
    func promotingNestedNil(_ value: Compiled, _ e: ExprSyntax, to target: TypeRef?) -> Expr {
        let run = value.run
        guard let target, target.optionalDepth >= 2, !Self.isNilSpelling(e) else { return run }
        guard let source = value.type else {
            // Said already where the value itself was refused (`.some(nil)`).
            let loc = e.startLocation(converter: converter)
            if diagnostics.contains(where: { $0.line == loc.line && $0.column == loc.column }) { return run }
            error(e, "unsupported",
                  "a value whose type is not known here bound to the nested optional type '\(target)' is not supported yet")
            return run
        }
        let missing = target.optionalDepth - source.optionalDepth
        guard source.optionalDepth >= 1, missing > 0 else { return run }
        return { env throws(Interrupt) in
            var v = try run(env)
            if case .optional(nil) = v { for _ in 0..<missing { v = .optional(v) } }
            return v
        }
    }

    /// `nil` or `.none`, which are the outer nil of whatever optional they are bound to.
    private static func isNilSpelling(_ e: ExprSyntax) -> Bool {
        if e.is(NilLiteralExprSyntax.self) { return true }
        if let m = e.as(MemberAccessExprSyntax.self), m.base == nil, m.declName.baseName.text == "none" { return true }
        return false
    }
}

extension Compiler {
    /// `.some(x)` where an optional is expected: `x` wrapped one level, so `.some(nil)` bound
    /// to an `Int??` is `Optional(nil)`, not the outer nil. Nil when `name` is not `some`, the
    /// context is not an optional, or the wrapped type is an enum with its own case `some`.
    func optionalSome(_ name: String, _ args: [CallArg], expected: TypeRef?) -> Compiled? {
        guard name == "some", case .optional(let inner)? = expected, args.count == 1, args[0].label == nil else { return nil }
        if case .named(let n) = inner, types[n]?.caseNames.contains("some") == true { return nil }
        let value = expr(args[0].syntax, expected: inner)
        let run = promotingNestedNil(value, args[0].syntax, to: inner)
        return Compiled({ env throws(Interrupt) in .optional(try run(env)) }, expected)
    }
}

extension Compiler {
    /// `c ? x : nil` without a contextual type is an optional of `x`'s type, so `x` is wrapped
    /// (`n.map { $0 > 3 ? $0 : nil }` is `Int??`, printed `Optional(Optional(5))`). A branch
    /// of a known optional type is left as it is; one of no known type is wrapped unless its
    /// value is an optional already. Nil unless exactly one branch is the `nil` literal.
    func wrappingBesideNil(_ t: TernaryExprSyntax, _ a: Compiled, _ b: Compiled,
                           runs: (then: Expr, else: Expr)) -> (then: Expr, else: Expr, type: TypeRef?)? {
        let thenIsNil = t.thenExpression.is(NilLiteralExprSyntax.self), elseIsNil = t.elseExpression.is(NilLiteralExprSyntax.self)
        guard thenIsNil != elseIsNil else { return nil }
        let value = thenIsNil ? b : a
        if case .optional? = value.type { return nil }
        let run = thenIsNil ? runs.else : runs.then
        let wrapped: Expr
        if value.type != nil {
            wrapped = { env throws(Interrupt) in .optional(try run(env)) }
        } else {
            wrapped = { env throws(Interrupt) in
                let v = try run(env)
                if case .optional = v { return v }
                return .optional(v)
            }
        }
        let type = value.type.map { TypeRef.optional($0) }
        return thenIsNil ? (runs.then, wrapped, type) : (wrapped, runs.else, type)
    }
}

extension Compiler {
    /// `value`, of a type not itself optional but able to hold an optional (`Any`, a type
    /// parameter `T`), returned as an optional (`-> T?`, `-> Any?`): Swift wraps it whole, so a
    /// `T` bound to `Int?` gives `Optional(Optional(4))` (and `Optional(nil)` for a nil), where
    /// converting it as an `Int?` kept one level. `value` itself otherwise.
    /// Only a name or an array's element is taken so (`x`, `items[0]`): a call's static type
    /// `T` may stand for an optional it gives (`T(text)` of a failable `init?`).
    func wrappingWholeOptional(_ value: Compiled, _ e: ExprSyntax, for target: TypeRef?) -> Compiled {
        guard case .optional(.any)? = target, case .any? = value.type, Self.namesAStoredValue(e) else { return value }
        let run = value.run
        return Compiled({ env throws(Interrupt) in .optional(try run(env)) }, target)
    }

    /// A returned expression compiled for the result type `target`: a `T` (or `Any`) value
    /// wrapped whole where the result is `T?` (`wrappingWholeOptional`), also as the branch
    /// beside `nil` of a conditional (`xs.isEmpty ? nil : xs[0]`), whose other branch is the
    /// outer nil.
    func returnedValue(_ e: ExprSyntax, for target: TypeRef?) -> Compiled {
        if case .optional(.any)? = target, let t = e.as(TernaryExprSyntax.self),
           t.thenExpression.is(NilLiteralExprSyntax.self) != t.elseExpression.is(NilLiteralExprSyntax.self) {
            let thenIsNil = t.thenExpression.is(NilLiteralExprSyntax.self)
            let valueBranch = thenIsNil ? t.elseExpression : t.thenExpression
            if Self.namesAStoredValue(valueBranch), case .any? = quietType(valueBranch) {
                let test = condition(t.condition)
                let value = wrappingWholeOptional(expr(valueBranch, expected: target), valueBranch, for: target).run
                return Compiled({ env throws(Interrupt) in
                    try test(env) != thenIsNil ? try value(env) : .optional(nil)
                }, target)
            }
        }
        return wrappingWholeOptional(expr(e, expected: target), e, for: target)
    }

    /// Whether `e` reads a variable, a parameter or an element of one (`x`, `xs[i]`).
    private static func namesAStoredValue(_ e: ExprSyntax) -> Bool {
        if e.is(DeclReferenceExprSyntax.self) { return true }
        if let s = e.as(SubscriptCallExprSyntax.self) { return s.calledExpression.is(DeclReferenceExprSyntax.self) }
        return false
    }
}
