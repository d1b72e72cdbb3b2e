import SwiftSyntax

/// swiftc's rules on closures that may outlive the call they are made in, which the interpreter
/// ran: a function's non-escaping closure parameter stored (`action = handler`,
/// `listeners.append(listener)`), and a closure that may escape capturing an `inout` parameter
/// (`let add = { n += 1 }`, `saved = { total *= 2 }`, `handlers.append { count += 1 }`), which
/// swiftc refuses even where the closure is only called inside the function.
extension Compiler {
    /// Reports `value`, stored at `node`'s place, where it is a non-escaping closure parameter
    /// of the function it is written in: assigned (`assigning`) or appended to a collection.
    /// `at`: where swiftc reports an assignment (its `=`).
    func checkNonEscapingParameterStored(_ value: ExprSyntax, assigning: Bool, at node: Syntax? = nil) {
        guard let r = value.as(DeclReferenceExprSyntax.self), r.argumentNames == nil,
              let parameter = Self.enclosingParameter(named: r.baseName.text, at: r), Self.isNonEscapingClosure(parameter.type) else { return }
        let name = r.baseName.text
        if assigning {
            error(node ?? Syntax(r), "non-escaping-stored", "assigning non-escaping parameter '\(name)' to an '@escaping' closure")
        } else {
            error(r, "non-escaping-stored", "converting non-escaping parameter '\(name)' to generic parameter 'Element' may allow it to escape")
        }
    }

    /// Reports the closure `c` where it may escape (stored in a variable or property, returned,
    /// appended to a collection: `closureOutlivesIteration`) and uses an `inout` parameter of
    /// the function it is written in.
    func checkEscapingClosureCapturesInout(_ c: ClosureExprSyntax) {
        guard Self.closureOutlivesIteration(c), let function = Self.enclosingFunctionParameters(of: c) else { return }
        let inouts = function.filter { p in
            p.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedText == "inout" } ?? false
        }.map { ($0.secondName ?? $0.firstName).text }
        guard !inouts.isEmpty else { return }
        // A capture list's `[total]` copies the value: the closure uses the copy.
        let captured = c.signature?.capture?.items.map { $0.name.text } ?? []
        let own = Set((c.writtenParameters?.map(\.name) ?? []) + captured)
        for token in c.statements.tokens(viewMode: .sourceAccurate) where inouts.contains(token.text) && !own.contains(token.text) {
            guard let r = token.parent?.as(DeclReferenceExprSyntax.self), r.baseName.id == token.id,
                  r.parent?.as(MemberAccessExprSyntax.self)?.declName.id != r.id else { continue }
            error(c, "escaping-inout-capture", "escaping closure captures 'inout' parameter '\(token.text)'")
            return
        }
    }

    /// The parameter named `name` of the function, method or initialiser `node` is written in,
    /// when no closure lies between them.
    static func enclosingParameter(named name: String, at node: some SyntaxProtocol) -> FunctionParameterSyntax? {
        var current = node.parent
        while let c = current {
            if c.is(ClosureExprSyntax.self) { return nil }
            if let ps = parameters(of: c) { return ps.first { ($0.secondName ?? $0.firstName).text == name } }
            current = c.parent
        }
        return nil
    }

    /// The parameters of the nearest function, method or initialiser around `node`.
    private static func enclosingFunctionParameters(of node: some SyntaxProtocol) -> FunctionParameterListSyntax? {
        var current = node.parent
        while let c = current {
            if let ps = parameters(of: c) { return ps }
            current = c.parent
        }
        return nil
    }

    private static func parameters(of node: Syntax) -> FunctionParameterListSyntax? {
        if let f = node.as(FunctionDeclSyntax.self) { return f.signature.parameterClause.parameters }
        if let i = node.as(InitializerDeclSyntax.self) { return i.signature.parameterClause.parameters }
        return nil
    }

    /// Whether a parameter's written type is a function type not marked `@escaping` (an
    /// optional function type escapes).
    private static func isNonEscapingClosure(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        guard let attributed = type.as(AttributedTypeSyntax.self), attributed.baseType.is(FunctionTypeSyntax.self) else { return false }
        return !attributed.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "escaping" }
    }

}
