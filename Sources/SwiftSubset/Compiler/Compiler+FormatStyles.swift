import SwiftSyntax

extension Compiler {
    /// A format style written as an argument of `formatted(…)` (`p.formatted(.percent)`,
    /// `n.formatted(.number.precision(.fractionLength(2)))`): the subset has no `FormatStyle`,
    /// so its leading-dot members have no type to be found in. The call is refused as
    /// `formatted()` without arguments is: when it is reached, at the method's name, with its
    /// full name (`formatted(_:)`). `nil` where `node` is not inside such an argument.
    func formatStyleRefusal(_ node: some SyntaxProtocol) -> Compiled? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), current.is(LabeledExprListSyntax.self),
               let method = call.calledExpression.as(MemberAccessExprSyntax.self),
               method.declName.baseName.text == "formatted" {
                let labels = call.arguments.map { $0.label?.text ?? "_" }
                let message = "the method 'formatted(" + labels.map { $0 + ":" }.joined() + ")' of this value is not supported yet"
                let point = memberPoint(method.declName), ctx = self.ctx
                return Compiled { _ throws(Interrupt) in
                    let refusal = Interrupt.unsupported(message)
                    Self.note(refusal, at: point, in: ctx)
                    throw refusal
                }
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
            current = parent
        }
        return nil
    }
}
