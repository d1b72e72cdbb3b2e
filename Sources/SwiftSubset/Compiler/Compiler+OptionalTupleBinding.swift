import SwiftSyntax

extension Compiler {
    /// `if let (i, j) = pair()`: an optional binding whose pattern is a tuple (Swift accepts any
    /// irrefutable pattern there). The condition holds when the value is not `nil`; the unwrapped
    /// tuple is then taken apart into the pattern's names, constants after `let` and variables
    /// after `var`.
    func optionalPatternBinding(_ b: OptionalBindingConditionSyntax, source: Compiled, wrapped: TypeRef?) -> (Env) throws(Interrupt) -> Bool {
        let isLet = b.bindingSpecifier.tokenKind == .keyword(.let)
        let bind = irrefutableBinder(b.pattern, type: wrapped, isLet: isLet)
        let r = source.run
        return { env throws(Interrupt) in
            guard let v = try r(env).unwrapped else { return false }
            return try bind(env, v)
        }
    }

    /// Binds a pattern that always matches. The parser gives a tuple after `let`/`var` in a
    /// condition as an expression (`(n, (k, _))` of pattern expressions), taken apart here as
    /// the tuple pattern it stands for.
    private func irrefutableBinder(_ p: PatternSyntax, type: TypeRef?, isLet: Bool) -> Matcher {
        guard let e = p.as(ExpressionPatternSyntax.self)?.expression else { return patternBinder(p, type: type, isLet: isLet) }
        return irrefutableBinder(e, type: type, isLet: isLet)
    }

    private func irrefutableBinder(_ e: ExprSyntax, type: TypeRef?, isLet: Bool) -> Matcher {
        if let pe = e.as(PatternExprSyntax.self) { return irrefutableBinder(pe.pattern, type: type, isLet: isLet) }
        if e.is(DiscardAssignmentExprSyntax.self) { return { _, _ throws(Interrupt) in true } }
        guard let t = e.as(TupleExprSyntax.self), t.elements.count > 1 else {
            return exprPattern(e, subjectType: type, binding: true)
        }
        var types: [TypeRef?] = t.elements.map { _ in nil }
        if let ts = type?.tupleElementTypes, ts.count == types.count { types = ts }
        let subs = t.elements.enumerated().map { i, el in irrefutableBinder(el.expression, type: types[i], isLet: isLet) }
        return { env, v throws(Interrupt) in
            guard case .tuple(let items, _) = v, items.count == subs.count else { return false }
            for (i, s) in subs.enumerated() { _ = try s(env, items[i]) }
            return true
        }
    }
}
