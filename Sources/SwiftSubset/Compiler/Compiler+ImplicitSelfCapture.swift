import SwiftSyntax

/// Swift's rule that a closure which certainly escapes a class's method names `self` to reach
/// the instance's members (`return { clicks += 1 }` must be `self.clicks += 1`), reported in
/// swiftc's words. Only closures that certainly escape are judged: one returned from the method
/// (with `return` or as its only expression), bound to a local, assigned to a place, or
/// appended to (inserted in) an array (`handlers.append { count += 1 }`); one passed to any
/// other call may or may not escape, and is left alone. A capture list (`[self]`,
/// `[weak self]`) makes the capture explicit.
extension Compiler {
    /// Reports `r`, a member of the class `t` reached through an implicit `self` (`isCall`: a
    /// method call), when the closure around it certainly escapes.
    func checkImplicitSelfCapture(_ r: DeclReferenceExprSyntax, _ t: TypeDecl, isCall: Bool) {
        guard t.kind == .classType, let closure = nearestClosure(of: r), closure.signature?.capture == nil,
              closureCertainlyEscapes(closure) else { return }
        let name = r.baseName.text
        if isProperty(t, name) {
            error(r, "implicit-self", "reference to property '\(name)' in closure requires explicit use of 'self' to make capture semantics explicit")
        } else if isCall {
            error(r, "implicit-self", "call to method '\(name)' in closure requires explicit use of 'self' to make capture semantics explicit")
        }
    }

    /// The closure whose body holds `node`, if no function or accessor comes first.
    private func nearestClosure(of node: some SyntaxProtocol) -> ClosureExprSyntax? {
        var current = node.parent
        while let n = current {
            if let c = n.as(ClosureExprSyntax.self) { return c }
            if n.is(FunctionDeclSyntax.self) || n.is(InitializerDeclSyntax.self) || n.is(AccessorDeclSyntax.self)
                || n.is(DeinitializerDeclSyntax.self) || n.is(SubscriptDeclSyntax.self) || n.is(MemberBlockSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }

    /// Whether the closure is returned from its function (whose result is then a function
    /// type), bound to a local name, assigned, or stored in an array.
    private func closureCertainlyEscapes(_ c: ClosureExprSyntax) -> Bool {
        guard let parent = c.parent else { return false }
        if let array = arrayStoring(c), case .array? = quietType(array) { return true }
        if parent.is(ReturnStmtSyntax.self) { return true }
        if let item = parent.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
           list.count == 1, let f = list.parent?.parent?.as(FunctionDeclSyntax.self),
           let result = f.signature.returnClause?.type, Self.functionTypeSyntax(result) != nil {
            return true
        }
        if let binding = parent.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
           binding.parent?.parent?.parent?.is(CodeBlockItemSyntax.self) == true {
            return true
        }
        if let infix = parent.as(InfixOperatorExprSyntax.self), infix.rightOperand.id == c.id,
           infix.operator.is(AssignmentExprSyntax.self) {
            return true
        }
        return false
    }

    /// The receiver of the `append(_:)` or `insert(_:at:)` call that `c` is the element of
    /// (as its trailing closure or its first argument); nil elsewhere.
    private func arrayStoring(_ c: ClosureExprSyntax) -> ExprSyntax? {
        let call: FunctionCallExprSyntax
        if let outer = c.parent?.as(FunctionCallExprSyntax.self), outer.trailingClosure?.id == c.id, outer.arguments.isEmpty {
            call = outer
        } else if let argument = c.parent?.as(LabeledExprSyntax.self), argument.label == nil,
                  let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self), outer.arguments.first?.id == argument.id,
                  outer.trailingClosure == nil {
            call = outer
        } else {
            return nil
        }
        guard let method = call.calledExpression.as(MemberAccessExprSyntax.self), let base = method.base else { return nil }
        let labels = call.arguments.map { $0.label?.text }
        switch method.declName.baseName.text {
        case "append" where labels.count <= 1: return base
        case "insert" where labels == [nil, "at"]: return base
        default: return nil
        }
    }

    /// Whether `name` is a stored or computed property of `t` or of a superclass (a host's too).
    private func isProperty(_ t: TypeDecl, _ name: String) -> Bool {
        t.selfAndSuperclasses.contains { d in
            d.storedIndex[name] != nil || d.methods["get:" + name] != nil || d.host?.findProperty(name) != nil
        }
    }
}
