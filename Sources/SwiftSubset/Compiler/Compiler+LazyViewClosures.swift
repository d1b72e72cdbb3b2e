import SwiftSyntax

/// The closures given to a `lazy` view's chain (`x.lazy.filter { … }.map { … }`). Swift's views
/// of a collection may run them more or fewer times than once an element (`prefix(1)` of a
/// `filter` tests past its match, and reading the slice tests again), which `LazyViews`, reading
/// in one pass, does not copy: a closure that prints is refused when it runs, and one that
/// assigns to a variable declared outside it (a count of its calls) is refused here.
extension Compiler {
    /// Reports a closure of the chain on the `lazy` named by `node` that assigns to a variable
    /// from outside it; whether it did.
    func refuseLazyClosuresWithEffects(_ node: some SyntaxProtocol) -> Bool {
        for closure in Self.lazyChainClosures(from: Syntax(node)) {
            guard let (target, at) = Self.outsideAssignment(in: closure) else { continue }
            error(at, "unsupported",
                  "a lazy view's closure that assigns to '\(target)' is not supported yet (Swift may run it more or fewer times than once an element)")
            return true
        }
        return false
    }

    /// The closures written as arguments of the calls chained on the member `lazyName`.
    private static func lazyChainClosures(from lazyName: Syntax) -> [ClosureExprSyntax] {
        var closures: [ClosureExprSyntax] = []
        guard var current = lazyName.parent, current.is(MemberAccessExprSyntax.self) else { return [] }
        while let parent = current.parent {
            if let m = parent.as(MemberAccessExprSyntax.self), m.base.map(Syntax.init) == current {
                current = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), Syntax(call.calledExpression) == current {
                closures += call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
                if let trailing = call.trailingClosure { closures.append(trailing) }
                closures += call.additionalTrailingClosures.map(\.closure)
                current = parent
            } else {
                break
            }
        }
        return closures
    }

    /// The first variable from outside `closure` it assigns to (`calls += 1`), and where.
    private static func outsideAssignment(in closure: ClosureExprSyntax) -> (String, ExprSyntax)? {
        var declared = Set(closure.writtenParameters?.map(\.name) ?? [])
        for binding in Syntax(closure.statements).descendants(PatternBindingSyntax.self) {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self) { declared.insert(name.identifier.text) }
        }
        for infix in Syntax(closure.statements).descendants(InfixOperatorExprSyntax.self) {
            let assigns = infix.operator.is(AssignmentExprSyntax.self)
                || infix.operator.as(BinaryOperatorExprSyntax.self).map { $0.operator.text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains($0.operator.text) } ?? false
            guard assigns, let root = rootName(of: infix.leftOperand), !declared.contains(root) else { continue }
            return (root, infix.leftOperand)
        }
        return nil
    }

    /// The variable an assignment's target starts from (`counts` in `counts[k] += 1`).
    private static func rootName(of e: ExprSyntax) -> String? {
        if let r = e.as(DeclReferenceExprSyntax.self) { return r.baseName.text }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base { return rootName(of: base) }
        if let s = e.as(SubscriptCallExprSyntax.self) { return rootName(of: s.calledExpression) }
        return nil
    }
}
