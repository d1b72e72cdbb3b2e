import SwiftSyntax

/// Swift's rule that a closure which certainly escapes a class's method names `self` to reach
/// the instance's members (`return { clicks += 1 }` must be `self.clicks += 1`), reported in
/// swiftc's words. Only closures that certainly escape are judged: one returned from the method
/// (with `return` or as its only expression), bound to a local, or assigned to a place; one
/// passed as an argument may or may not escape, and is left alone. A capture list (`[self]`,
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
    /// type), bound to a local name, or assigned.
    private func closureCertainlyEscapes(_ c: ClosureExprSyntax) -> Bool {
        guard let parent = c.parent else { return false }
        if parent.is(ReturnStmtSyntax.self) { return true }
        if let item = parent.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
           list.count == 1, let f = list.parent?.parent?.as(FunctionDeclSyntax.self),
           let result = f.signature.returnClause?.type, Self.isFunctionType(result) {
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

    /// `() -> Void`, `@escaping (Int) -> Int`, `(() -> Void)`.
    private static func isFunctionType(_ t: TypeSyntax) -> Bool {
        if t.is(FunctionTypeSyntax.self) { return true }
        if let a = t.as(AttributedTypeSyntax.self) { return isFunctionType(a.baseType) }
        if let tuple = t.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isFunctionType(only.type)
        }
        return false
    }

    /// Whether `name` is a stored or computed property of `t` or of a superclass (a host's too).
    private func isProperty(_ t: TypeDecl, _ name: String) -> Bool {
        t.selfAndSuperclasses.contains { d in
            d.storedIndex[name] != nil || d.methods["get:" + name] != nil || d.host?.findProperty(name) != nil
        }
    }
}
