import SwiftSyntax

/// swiftc's errors about what an initialiser's own body does, read from the syntax (the
/// interpreter ran these): a `let` property set twice, or set when it is declared with a value
/// ("immutable value 'self.x' may only be initialized once", at the second `=`), and a
/// `return` with a value ("'nil' is the only return value permitted in an initializer", and
/// "only a failable initializer can return 'nil'").
extension Compiler {
    func checkInitialiserBodies(_ members: MemberBlockSyntax) {
        let decls = members.members.map(\.decl)
        let constants = Self.storedConstants(decls)
        for i in decls.compactMap({ $0.as(InitializerDeclSyntax.self) }) {
            guard let body = i.body else { continue }
            checkReturnedValues(i, body)
            // A convenience initialiser sets nothing itself (`checkInitialiserDelegation`).
            if !constants.isEmpty, !i.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) }) {
                checkConstantsSetOnce(body, constants)
            }
        }
    }

    private func checkReturnedValues(_ i: InitializerDeclSyntax, _ body: CodeBlockSyntax) {
        for r in Syntax(body).descendantsOfOwnBody(ReturnStmtSyntax.self) {
            guard let value = r.expression else { continue }
            if !value.is(NilLiteralExprSyntax.self) {
                error(r.returnKeyword, "init-return", "'nil' is the only return value permitted in an initializer")
            } else if i.optionalMark == nil {
                error(r.returnKeyword, "init-return", "only a failable initializer can return 'nil'")
            }
        }
    }

    /// The type's stored instance `let` properties, and whether each is declared with a value.
    private static func storedConstants(_ decls: [DeclSyntax]) -> [String: Bool] {
        var out: [String: Bool] = [:]
        for v in decls.compactMap({ $0.as(VariableDeclSyntax.self) }) where v.bindingSpecifier.tokenKind == .keyword(.let)
            && v.attributes.isEmpty && !v.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }) {
            for b in v.bindings {
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                out[name] = b.initializer != nil
            }
        }
        return out
    }

    /// Each constant's assignments in the body's own code (`self.x = …`, or `x = …` where no
    /// parameter or name the body binds is `x`), in source order: with a value declared, the first is
    /// the error; else the second, where the first is one of the body's own statements (so
    /// certainly made before anything after it).
    private func checkConstantsSetOnce(_ body: CodeBlockSyntax, _ constants: [String: Bool]) {
        // Names the body binds anywhere (`if var x`, a closure's parameter) may be those assigned.
        let local = Set(Syntax(body).descendants(IdentifierPatternSyntax.self).map(\.identifier.text))
        var seen: [String: InfixOperatorExprSyntax] = [:]
        var reported: Set<String> = []
        for e in Syntax(body).descendantsOfOwnBody(InfixOperatorExprSyntax.self) where e.operator.is(AssignmentExprSyntax.self) {
            let name: String
            if let m = e.leftOperand.as(MemberAccessExprSyntax.self), m.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                name = m.declName.baseName.text
            } else if let r = e.leftOperand.as(DeclReferenceExprSyntax.self), !local.contains(r.baseName.text),
                      Self.lexicalDeclaration(of: r.baseName.text, from: Syntax(r)) == nil {
                name = r.baseName.text
            } else {
                continue
            }
            guard let hasValue = constants[name], !reported.contains(name) else { continue }
            let twice: Bool
            if hasValue {
                twice = true
            } else if let first = seen[name] {
                twice = first.parent?.as(CodeBlockItemSyntax.self)?.parent?.parent?.id == body.id
            } else {
                seen[name] = e
                continue
            }
            if twice {
                reported.insert(name)
                error(e.operator, "let-initialized-twice", "immutable value 'self.\(name)' may only be initialized once")
            }
        }
    }
}
