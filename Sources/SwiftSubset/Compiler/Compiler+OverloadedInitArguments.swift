import SwiftSyntax

/// `.init(…)` passed where a method overloaded by parameter type takes it: which of the
/// overloads' parameter types makes the value.
extension Compiler {
    /// For `.init(…)` passed to a method overloaded by parameter type (`canvas.draw(.init(x:
    /// 1, y: 2))` beside `draw(_: Size)`), whose checked declaration takes no type there: the
    /// one program type among the overloads' parameter types there with an initialiser of
    /// these labels, as Swift settles it; nil where none or several have one.
    func overloadParameterType(takingInitAt node: some SyntaxProtocol, _ args: [CallArg]) -> TypeDecl? {
        // `node` is the `.init` the call names.
        var passed = Syntax(node)
        if let made = passed.parent?.as(FunctionCallExprSyntax.self), made.calledExpression.id == passed.id { passed = Syntax(made) }
        guard let argument = passed.parent?.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self),
              let call = list.parent?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, case .named(let tn)? = quietType(base), let owner = types[tn],
              let position = list.firstIndex(where: { $0.id == argument.id }).map({ list.distance(from: list.startIndex, to: $0) })
        else { return nil }
        let full = fullName(member.declName.baseName.text, callArgs(call))
        guard let declared = owner.selfAndSuperclasses.lazy.compactMap({ self.overloadDeclarations[$0.name + "." + full] }).first else { return nil }
        let labels = args.map(\.label)
        let initName = fullName("init", args)
        let takers = declared.compactMap { d -> TypeDecl? in
            guard position < d.paramTypes.count, case .named(let n)? = d.paramTypes[position], let t = types[n] else { return nil }
            if methodRefs[t.name + "." + initName] != nil || inheritedRef(t, initName) != nil { return t }
            // A struct's memberwise initialiser: the labels name its stored properties in order.
            guard t.kind == .structType, !t.hasUserInit else { return nil }
            var next = t.storedNames.startIndex
            for label in labels {
                guard let label, let at = t.storedNames[next...].firstIndex(of: label) else { return nil }
                next = at + 1
            }
            return t
        }
        return Set(takers.map(ObjectIdentifier.init)).count == 1 ? takers[0] : nil
    }
}
