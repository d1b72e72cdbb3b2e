import SwiftSyntax

/// swiftc's "'Config' initializer is inaccessible due to 'private' protection level" for a
/// call from outside the type (its body, the types nested in it and its extensions) of an
/// initialiser it declares `private`; the interpreter made the value. Only where the
/// initialisers with the call's labels are all private, one initialiser is in the type's body
/// (a struct keeps no memberwise one), and the type is a struct or a class that inherits
/// nothing but protocols (no initialiser comes from elsewhere). Where the type has one other
/// initialiser, of as many parameters, swiftc reports the call's labels against that one.
extension Compiler {
    func checkPrivateInitialiserCall(_ call: FunctionCallExprSyntax, index: ProgramIndex) {
        guard call.trailingClosure == nil else { return }
        let viaInit = call.calledExpression.as(MemberAccessExprSyntax.self)
        guard let reference = (viaInit?.base ?? call.calledExpression).as(DeclReferenceExprSyntax.self) else { return }
        let name = reference.baseName.text
        guard let t = types[name], t.kind == .structType || t.kind == .classType, !t.isGeneric,
              index.classInheritance[name, default: []].allSatisfy(index.protocolNames.contains),
              !index.valueNames.contains(name) else { return }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let initialisers = index.memberDecls[name, default: []].compactMap { $0.as(InitializerDeclSyntax.self) }
        let isPrivate = { (i: InitializerDeclSyntax) in i.modifiers.contains { $0.name.tokenKind == .keyword(.private) } }
        let labelsOf = { (i: InitializerDeclSyntax) in i.signature.parameterClause.parameters.map(\.firstName.text) }
        let matching = initialisers.filter { labelsOf($0) == labels }
        guard initialisers.contains(where: { $0.parent?.parent?.parent?.parent?.is(ExtensionDeclSyntax.self) == false }),
              !matching.isEmpty, matching.allSatisfy(isPrivate), !Self.isWritten(inside: name, call) else { return }
        let accessible = initialisers.filter { !isPrivate($0) }
        if accessible.isEmpty {
            error(viaInit.map { Syntax($0.declName) } ?? Syntax(reference), "inaccessible",
                  "'\(name)' initializer is inaccessible due to 'private' protection level")
        } else if accessible.count == 1, let only = accessible.first, let paren = call.leftParen,
                  only.signature.parameterClause.parameters.allSatisfy({ $0.defaultValue == nil && $0.ellipsis == nil }),
                  only.signature.parameterClause.parameters.count == labels.count {
            // swiftc takes the one initialiser it can reach and reports the labels against it.
            let args = call.arguments.map { CallArg(label: $0.label?.text, syntax: $0.expression, isTrailing: false) }
            reportLabels(args, expected: labelsOf(only).map { $0 == "_" ? nil : $0 }, at: paren)
        }
    }

    /// Whether `node` is inside the declaration of the type `name`, a type nested in it, or an
    /// extension of it.
    private static func isWritten(inside name: String, _ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let c = current {
            if let s = c.as(StructDeclSyntax.self), s.name.text == name { return true }
            if let k = c.as(ClassDeclSyntax.self), k.name.text == name { return true }
            if let e = c.as(ExtensionDeclSyntax.self), e.extendedType.trimmedText == name { return true }
            current = c.parent
        }
        return false
    }
}
