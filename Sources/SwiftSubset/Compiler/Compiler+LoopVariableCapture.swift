import SwiftSyntax

/// A closure kept past its loop iteration that uses a `var` declared inside the loop: in
/// Swift each iteration has its own variable, so closures made in different iterations see
/// different ones; here the iterations share the variable's slot, so every such closure would
/// see the last one. Refused at the closure rather than run differently. A closure passed to
/// a call (other than `append`/`insert`, which keep it) or called at once runs within its
/// iteration and is exact.
extension Compiler {
    func refuseKeepingLoopVariables(_ c: ClosureExprSyntax, _ capture: ClosureCapture) {
        guard capture.usesLoopVariable, Self.closureOutlivesIteration(c) else { return }
        error(c, "unsupported",
              "a closure kept beyond its loop iteration that uses a 'var' declared inside the loop is not supported yet (in Swift each iteration has its own variable)")
    }

    /// Whether the closure `c` is kept: stored, returned or appended, rather than passed to a
    /// call or called where it is written.
    static func closureOutlivesIteration(_ c: ClosureExprSyntax) -> Bool {
        var call: FunctionCallExprSyntax? = nil
        if let p = c.parent?.as(FunctionCallExprSyntax.self) {
            if p.calledExpression.id == c.id { return false }  // `{ … }()`
            call = p  // a trailing closure
        } else if let arg = c.parent?.as(LabeledExprSyntax.self),
                  let p = arg.parent?.parent?.as(FunctionCallExprSyntax.self) {
            call = p
        } else if c.parent?.is(MultipleTrailingClosureElementSyntax.self) == true,
                  let p = c.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) {
            call = p
        }
        guard let call else { return true }
        let callee: String
        if let m = call.calledExpression.as(MemberAccessExprSyntax.self) { callee = m.declName.baseName.text }
        else if let r = call.calledExpression.as(DeclReferenceExprSyntax.self) { callee = r.baseName.text }
        else { return false }
        return callee == "append" || callee == "insert"
    }
}
