import SwiftSyntax

extension InfixOperatorExprSyntax {
    /// The operator when this is a compound assignment (`total += 1`, `flags <<= 2`, a
    /// program's own `x ^^= y`); nil for `=`, comparisons (`<=`, `==`) and other operators.
    var compoundAssignmentOperator: BinaryOperatorExprSyntax? {
        guard let op = self.operator.as(BinaryOperatorExprSyntax.self), Self.isCompoundAssignment(op.operator.text) else { return nil }
        return op
    }

    /// Whether an operator's spelling is a compound assignment's, not a comparison's.
    static func isCompoundAssignment(_ op: String) -> Bool {
        op.count >= 2 && op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
    }
}
