import SwiftSyntax

/// The type arguments a program's generic type's value has statically (`var b = Box(value:
/// 2.5)` is a `Box<Double>`), and its members' static types with them: `b.value`, `b.get()`
/// and `b[0]` are `Double`s, so `b.value = 3` stores `3.0` and `var g = b.get(); g = 7 / 2`
/// divides as `Double`s, as Swift types them. Known where a call making the instance bound
/// every type parameter (`GenericBinding`: written, from a `let`'s annotation or from the
/// arguments' static types), for a variable initialised by such a call or by another such
/// variable, and for an element of an array variable whose literal's elements all share them
/// (`boxes[0]`); a member's type is taken only when its written type, with the arguments put for
/// the parameters, is known in full. Elsewhere a member's type stays as before (not known).
struct StaticTypeArguments {
    /// The generic type, and its arguments in the order of its type parameters.
    let type: TypeDecl
    let arguments: [TypeRef]
}

extension Compiler {
    /// Records the type arguments the call making an instance of `t` at `node` bound in full.
    func noteConstructedTypeArguments(_ t: TypeDecl, _ recorded: TypeArguments?, node: some SyntaxProtocol) {
        guard let recorded, let call = enclosingCall(node) else { return }
        constructedTypeArguments[call.id] = StaticTypeArguments(type: t, arguments: recorded.types)
    }

    /// Records the written type of a generic type's member (`Box.value`, `Box.get()`,
    /// `Grid.subscript`) when it mentions one of the type's own parameters. Two members of one
    /// key (overloads) leave it without a type.
    func noteTypeParameterMember(_ t: TypeDecl, _ member: String, written: TypeSyntax?) {
        guard t.isGeneric, let written, Self.mentionsTypeParameter(written, of: t) else { return }
        typeParameterMemberTypes[t.name + "." + member, default: []].append(written)
    }

    /// Records the written parameter types of a generic type's method (by `Type.fullName`)
    /// when one mentions the type's own parameters; variadic parameters leave it unrecorded.
    func noteTypeParameterParameters(_ t: TypeDecl, _ method: String, _ parameters: FunctionParameterListSyntax) {
        guard t.isGeneric, parameters.allSatisfy({ $0.ellipsis == nil }),
              parameters.contains(where: { Self.mentionsTypeParameter($0.type, of: t) }) else { return }
        typeParameterMethodParameters[t.name + "." + method, default: []].append(parameters.map(\.type))
    }

    /// swiftc's error for an argument of another plain type than the one the receiver's static
    /// type arguments give its parameter (`s.push("a")` on a `Stack<Int>`), where the method is
    /// the only one of its full name and each argument meets one parameter.
    func checkTypeArgumentParameters(_ base: ExprSyntax, _ method: String, _ args: [CallArg]) {
        guard !typeParameterMethodParameters.isEmpty, let bound = staticTypeArguments(of: base),
              let written = typeParameterMethodParameters[bound.type.name + "." + method], written.count == 1,
              written[0].count == args.count else { return }
        let saved = genericParameters
        defer { genericParameters = saved }
        for (name, argument) in zip(bound.type.typeParameters, bound.arguments) { genericParameters[name] = argument }
        for (parameter, arg) in zip(written[0], args) where Self.mentionsTypeParameter(parameter, of: bound.type) {
            let type = typeRef(parameter)
            guard !Self.mentionsAny(type) else { continue }
            // Compiled again with the parameter's type, as Swift types a literal (`"l"` for a
            // `Character`), and only for its static type.
            let reported = diagnostics
            let have = expr(arg.syntax, expected: type)
            diagnostics = reported
            checkBinding(have, arg.syntax, to: type, at: .argument)
        }
    }

    /// Whether `type` names one of `t`'s type parameters.
    private static func mentionsTypeParameter(_ type: TypeSyntax, of t: TypeDecl) -> Bool {
        type.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let n) = token.tokenKind { return t.typeParameters.contains(n) }
            return false
        }
    }

    /// The type arguments `e`'s value has statically: a variable's (`VarInfo.typeArguments`),
    /// an array variable's element's, or those of a call making an instance; nil where they are
    /// not known.
    func staticTypeArguments(of e: ExprSyntax) -> StaticTypeArguments? {
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return staticTypeArguments(of: only.expression)
        }
        if let r = e.as(DeclReferenceExprSyntax.self) {
            guard r.argumentNames == nil, case .local(_, let info)? = resolve(r.baseName.text), case .named? = info.type else { return nil }
            return info.typeArguments
        }
        // An element of an array variable whose elements share them (`boxes[0]`).
        if let s = e.as(SubscriptCallExprSyntax.self), s.arguments.count == 1, s.arguments.first?.label == nil,
           let r = s.calledExpression.as(DeclReferenceExprSyntax.self), r.argumentNames == nil,
           case .local(_, let info)? = resolve(r.baseName.text), case .array(.named)? = info.type,
           case .named("Int")? = quietType(s.arguments.first!.expression) {
            return info.typeArguments
        }
        return constructedTypeArguments[e.id]
    }

    /// The type arguments every element of an array literal shares (`[Box(value: 1.5),
    /// Box(value: 2.5)]`); nil when one element's are not known or they differ.
    private func sharedElementTypeArguments(_ e: ExprSyntax) -> StaticTypeArguments? {
        guard let array = e.as(ArrayExprSyntax.self), let first = array.elements.first,
              let shared = staticTypeArguments(of: first.expression) else { return nil }
        for element in array.elements {
            guard let bound = staticTypeArguments(of: element.expression), bound.type === shared.type,
                  bound.arguments.map(\.description) == shared.arguments.map(\.description) else { return nil }
        }
        return shared
    }

    /// Refuses an array literal without a contextual type whose elements make one generic
    /// type with different type arguments (`[Box(value: 1.5), Box(value: 2)]`): swiftc makes
    /// them all `Box<Double>` (`2.0`) or rejects the literal, where each call here bound its own.
    func refuseDifferingElementTypeArguments(_ array: ArrayExprSyntax) {
        var first: StaticTypeArguments? = nil
        for element in array.elements {
            guard let bound = staticTypeArguments(of: element.expression) else { continue }
            guard let shared = first else { first = bound; continue }
            if bound.type === shared.type, bound.arguments.map(\.description) != shared.arguments.map(\.description) {
                error(element.expression, "unsupported-generics",
                      "an array literal of '\(shared.type.name)' values made with different type arguments is not supported yet")
                return
            }
        }
    }

    /// The static type arguments of the place `call` is assigned to by `=` (`b = Box(value: 1)`),
    /// or of the elements of the array variable it is appended to or inserted in
    /// (`boxes.append(Box(value: 2))`).
    func staticTypeArgumentsAssigned(by call: ExprSyntax) -> StaticTypeArguments? {
        if let assignment = call.parent?.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self),
           assignment.rightOperand.id == call.id {
            return staticTypeArguments(of: assignment.leftOperand)
        }
        guard let argument = call.parent?.as(LabeledExprSyntax.self), argument.label == nil,
              let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self), outer.arguments.first?.id == argument.id,
              let method = outer.calledExpression.as(MemberAccessExprSyntax.self), ["append", "insert"].contains(method.declName.baseName.text),
              let array = method.base?.as(DeclReferenceExprSyntax.self), array.argumentNames == nil,
              case .local(_, let info)? = resolve(array.baseName.text), case .array(.named)? = info.type else { return nil }
        return info.typeArguments
    }

    /// swiftc's error for `a = G<Int>(v: 1)` where `a` is a `G<String>`: a value made with other
    /// written type arguments than the place's static ones.
    func checkTypeArgumentsAssigned(_ assignment: InfixOperatorExprSyntax) {
        guard let made = constructedTypeArguments[assignment.rightOperand.id],
              let place = staticTypeArguments(of: assignment.leftOperand), place.type === made.type,
              made.arguments.map(\.description) != place.arguments.map(\.description) else { return }
        let spell = { (a: StaticTypeArguments) in a.type.name + TypeArguments(a.arguments).spelled(module: nil) }
        error(assignment.operator, "type-mismatch", "cannot assign value of type '\(spell(made))' to type '\(spell(place))'")
    }

    /// The type arguments a variable takes from its initial value (of an array variable: those
    /// all its elements share).
    func noteTypeArguments(of name: String, initialValue: ExprSyntax?, type: TypeRef?) {
        guard let initialValue else { return }
        var found: StaticTypeArguments? = nil
        switch type {
        case .named(let n)?: found = staticTypeArguments(of: initialValue).flatMap { $0.type.name == n ? $0 : nil }
        case .array(.named(let n))?: found = sharedElementTypeArguments(initialValue).flatMap { $0.type.name == n ? $0 : nil }
        default: break
        }
        guard let found else { return }
        // A written annotation's own arguments decide (`var a: Box<Any> = Box(value: 1)` holds
        // any value): other arguments worked out from the value are not the variable's.
        if let written = initialValue.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type,
           let clause = written.as(IdentifierTypeSyntax.self)?.genericArgumentClause,
           clause.arguments.map(\.argument.trimmedText) != found.arguments.map(\.description) { return }
        scope.blocks[scope.blocks.count - 1][name]?.typeArguments = found
    }

    /// The static type of `member` of `base` (a property's name, a method's full name,
    /// `subscript`) where `base`'s type arguments are known and the member's written type
    /// mentions the type's parameters; nil otherwise.
    func typeArgumentMemberType(_ base: ExprSyntax, _ member: String) -> TypeRef? {
        guard !typeParameterMemberTypes.isEmpty, let bound = staticTypeArguments(of: base),
              let written = typeParameterMemberTypes[bound.type.name + "." + member], written.count == 1 else { return nil }
        let saved = genericParameters
        defer { genericParameters = saved }
        for (name, argument) in zip(bound.type.typeParameters, bound.arguments) { genericParameters[name] = argument }
        let type = typeRef(written[0])
        return Self.mentionsAny(type) ? nil : type
    }
}
