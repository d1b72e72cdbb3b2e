import SwiftSyntax

/// One place on the left of `(a, _, (b, c)) = …`: a variable or property, `_`, or a tuple of
/// places.
indirect enum TupleAssignmentTarget {
    case place(LValue)
    case discard
    case tuple([TupleAssignmentTarget])

    /// The type the right side takes here, where every place's type is known (`(p.x, p.y) =
    /// (1, 2.5)` makes `1` a Double); nil otherwise.
    var expectedType: TypeRef? {
        switch self {
        case .place(let lv): return lv.type
        case .discard: return nil
        case .tuple(let parts):
            let types = parts.compactMap(\.expectedType)
            return types.count == parts.count ? .tuple(types) : nil
        }
    }

    /// Stores `value` into the places, left to right, as Swift does once the right side has
    /// been evaluated in full.
    func store(_ value: Value, _ env: Env) throws(Interrupt) {
        switch self {
        case .discard: return
        case .place(let lv):
            var v = value
            if let t = lv.type, t.needsCoercion { v = coerce(v, to: t) }
            let nv = v
            _ = try (lv.assign ?? lv.modify)(env) { x throws(Interrupt) in x = nv; return .void }
        case .tuple(let parts):
            guard case .tuple(let values, _) = value, values.count == parts.count else {
                throw .fatal("Fatal error: a tuple of \(parts.count) elements was assigned something else")
            }
            for (part, v) in zip(parts, values) { try part.store(v, env) }
        }
    }
}

extension Compiler {
    /// `(a, b) = (b, a)`, `(x, _) = pair`, `(a, (b, c)) = …`: the right side is evaluated
    /// first, then each place is set from left to right.
    func tupleAssignment(_ t: TupleExprSyntax, _ right: ExprSyntax) -> Compiled {
        let target = tupleAssignmentTarget(ExprSyntax(t))
        let r = expr(right, expected: target.expectedType).run
        return Compiled { env throws(Interrupt) in
            try target.store(try r(env), env)
            return .void
        }
    }

    private func tupleAssignmentTarget(_ e: ExprSyntax) -> TupleAssignmentTarget {
        if e.is(DiscardAssignmentExprSyntax.self) { return .discard }
        if let t = e.as(TupleExprSyntax.self), t.elements.count > 1 {
            return .tuple(t.elements.map { tupleAssignmentTarget($0.expression) })
        }
        guard let lv = lvalue(e) else { return .discard }
        return .place(lv)
    }
}
