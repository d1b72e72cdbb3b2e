import SwiftSyntax

/// `[1.5, 2].compactMap { $0 > 1 ? $0 : nil }`: swiftc types such a literal receiver's elements
/// `Double?` (measured here: it prints `[Optional(1.5), Optional(2.0)]`, and keeps a `nil` the
/// closure gives for `[2.5, 3.5]` with `$0 > 3`), where the interpreter unwraps them as for a
/// `[Double]` variable. The shape that does so is refused rather than run: an array literal of
/// numbers with a floating-point one, whose `compactMap` closure (its parameter untyped) gives
/// either its parameter itself or `nil` by a comparison other than `!=` (with `!=`, an
/// integer-only literal, a typed parameter or a variable receiver, swiftc unwraps as we do).
extension Compiler {
    func refuseOptionalElementCompactMap(_ receiver: ExprSyntax, _ name: String, _ args: [CallArg], at node: some SyntaxProtocol) {
        guard name == "compactMap", args.count == 1, let closure = args[0].syntax.as(ClosureExprSyntax.self),
              let parameter = closureParameterNames(closure, count: 1)?.first,
              !Self.writesParameterType(closure), closure.statements.count == 1,
              let literal = Self.parenthesesRemoved(receiver).as(ArrayExprSyntax.self),
              literal.elements.allSatisfy({ isNumberLiteral($0.expression) }),
              literal.elements.contains(where: { ($0.expression.as(PrefixOperatorExprSyntax.self)?.expression ?? $0.expression).is(FloatLiteralExprSyntax.self) }),
              let result = Self.singleResult(of: closure)?.as(TernaryExprSyntax.self),
              Self.choosesParameterOrNil(result, parameter),
              !Self.isNotEqualTest(result.condition) else { return }
        error(node, "unsupported",
              "'compactMap' on an array literal of floating-point numbers whose closure gives its parameter or nil is not supported yet")
    }

    private static func writesParameterType(_ c: ClosureExprSyntax) -> Bool {
        if case .parameterClause(let list)? = c.signature?.parameterClause { return list.parameters.contains { $0.type != nil } }
        return c.signature?.returnClause != nil
    }

    private static func parenthesesRemoved(_ e: ExprSyntax) -> ExprSyntax {
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return parenthesesRemoved(only.expression)
        }
        return e
    }

    /// The expression a one-statement closure gives (`{ e }` or `{ return e }`).
    private static func singleResult(of c: ClosureExprSyntax) -> ExprSyntax? {
        guard let item = c.statements.first?.item else { return nil }
        if case .expr(let e) = item { return e }
        if case .stmt(let s) = item, let r = s.as(ReturnStmtSyntax.self) { return r.expression }
        return nil
    }

    private static func choosesParameterOrNil(_ t: TernaryExprSyntax, _ parameter: String) -> Bool {
        func isParameter(_ e: ExprSyntax) -> Bool { parenthesesRemoved(e).as(DeclReferenceExprSyntax.self)?.baseName.text == parameter }
        func isNil(_ e: ExprSyntax) -> Bool { parenthesesRemoved(e).is(NilLiteralExprSyntax.self) }
        return (isParameter(t.thenExpression) && isNil(t.elseExpression)) || (isNil(t.thenExpression) && isParameter(t.elseExpression))
    }

    private static func isNotEqualTest(_ e: ExprSyntax) -> Bool {
        parenthesesRemoved(e).as(InfixOperatorExprSyntax.self)?.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "!="
    }
}
