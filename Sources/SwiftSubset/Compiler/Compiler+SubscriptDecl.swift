import SwiftSyntax

extension Compiler {
    /// A type's `subscript`: its getter becomes the method `subscript` and its setter
    /// `subscript.set` (taking the new value, then the indices), which `Subscripts` calls.
    /// Parameters' defaults work as a method's do. Several subscripts of one type are chosen by
    /// their parameters' types (`Compiler+MemberOverloads`), a labelled one by its labels
    /// (`Subscripts.programSubscriptName`). A static subscript (`Planet[4]`) is the
    /// static method `subscript`, read only (one with a setter is refused).
    func declareSubscript(_ s: SubscriptDeclSyntax, of t: TypeDecl, isStatic: Bool, requirements: Bool,
                          globals: EnvBox, bodies: inout [() -> Void]) {
        if requirements { t.requirementNames.insert("subscript"); return }
        // A standard type's own subscripts (`array[i]`) are built in and would be chosen before
        // one an extension adds (`array[wrapped: i]` indexed the array with `i`), so such a
        // subscript is refused rather than ignored.
        // A subscript an extension adds to a standard type is named by its labels
        // (`Compiler+StandardSubscripts`); one that the type's own would shadow is refused, and
        // so are defaulted or variadic parameters (a call leaving one out would reach the type's own).
        let isStandard = builtinExtensions.values.contains(where: { $0 === t })
        let callLabels = s.parameterClause.parameters.map { p -> String? in
            p.secondName == nil || p.firstName.tokenKind == .wildcard ? nil : p.firstName.text
        }
        // A String's one unlabelled `Int` subscript (`"hello"[1]`) is told apart from its own
        // by the index's static type where it is used (`stringIntSubscriptUse`).
        let stringIntSubscript = isStandard && t.name == "String" && callLabels == [nil]
            && s.parameterClause.parameters.first?.type.trimmedText == "Int"
        if isStandard, isStatic || Self.standardSubscriptIsShadowed(t.name, callLabels) && !stringIntSubscript
            || s.parameterClause.parameters.contains(where: { $0.defaultValue != nil || $0.ellipsis != nil }) {
            error(s.subscriptKeyword, "unsupported", "subscripts in extensions of standard types are not supported yet")
            return
        }
        // A program type's labelled subscript is named by its labels, so it stands beside
        // the unlabelled ones (one with defaulted parameters keeps `subscript`: a call may omit them).
        let defaulted = s.parameterClause.parameters.contains { $0.defaultValue != nil || $0.ellipsis != nil }
        let methodName = isStandard ? Self.standardSubscriptName(callLabels)
            : isStatic || defaulted ? "subscript" : Subscripts.programSubscriptName(callLabels)
        // A generic subscript's own type parameters (`subscript<Indices: Sequence>(…)`).
        guard let own = readTypeParameters(s.genericParameterClause, s.genericWhereClause) else { return }
        // Several instance subscripts are chosen by their parameters' types (`Compiler+MemberOverloads`);
        // a labelled one or one with a setter has no other beside it.
        let overloadKey = t.name + "." + methodName
        let placeholder = Callable(name: "subscript") { _, _ throws(Interrupt) in .void }
        if !isStatic && !isStandard {
            let hasSetter = s.accessorBlock.map { if case .accessors(let list) = $0.accessors { list.contains { $0.accessorSpecifier.text == "set" } } else { false } } ?? false
            guard registerOverload(overloadKey, id: ObjectIdentifier(placeholder), s.parameterClause.parameters,
                                   result: s.returnClause.type.trimmedText, typeParameters: t.typeParameters + own,
                                   sequenceParameters: Self.sequenceTypeParameters(s.genericParameterClause, s.genericWhereClause),
                                   node: s.subscriptKeyword, what: "subscripts",
                                   onlyOne: hasSetter || callLabels.contains { $0 != nil }) else { return }
        } else if (isStatic ? t.staticMethods["subscript"] : t.methods[methodName]) != nil {
            error(s.subscriptKeyword, "unsupported", "a second subscript on one type is not supported yet")
            return
        }
        let ps = withTypeParameters(own) { params(s.parameterClause.parameters) }
        let type = withTypeParameters(own) { typeRef(s.returnClause.type) }
        withTypeParameters(own) { checkTypeExists(s.returnClause.type) }
        // Overloads with different results have no one static result type.
        let results = Set((overloadDeclarations[overloadKey] ?? []).map(\.result))
        memberTypes[t.name + "." + methodName] = results.count > 1 ? nil : type
        if !isStatic, own.isEmpty { noteTypeParameterMember(t, methodName, written: s.returnClause.type) }
        var getterBody: CodeBlockItemListSyntax? = nil
        var setter: AccessorDeclSyntax? = nil
        switch s.accessorBlock?.accessors {
        case .getter(let body)?: getterBody = body
        case .accessors(let list)?:
            for a in list {
                switch a.accessorSpecifier.text {
                case "get": getterBody = a.body?.statements
                case "set": setter = a
                default:
                    error(a, "unsupported", "'\(a.accessorSpecifier.text)' in a subscript is not supported yet")
                    return
                }
            }
        case nil: break
        }
        guard let getterBody else {
            error(s.subscriptKeyword, "unsupported", "a subscript without a getter is not supported yet")
            return
        }
        if isStatic {
            if setter != nil {
                error(s.subscriptKeyword, "unsupported", "a static subscript with a setter is not supported yet")
                return
            }
            memberTypes[t.name + ".static.subscript"] = type
            t.staticMethods["subscript"] = Callable(name: "subscript") { _, _ throws(Interrupt) in .void }
            bodies.append { [unowned self] in withTypeParameters(own) {
                let fn = compileFunction(params: ps, body: nil, statements: getterBody, selfType: t, selfMutable: false,
                                         isStatic: true, returnType: type)
                t.staticMethods["subscript"] = makeCallable(fn, name: "subscript", captured: { globals.env })
            } }
            return
        }
        t.methods[methodName] = placeholder
        if setter != nil { t.methods[methodName + ".set"] = Callable(name: "subscript") { _, _ throws(Interrupt) in .void } }
        bodies.append { [unowned self] in withTypeParameters(own) {
            let fn = compileFunction(params: ps, body: nil, statements: getterBody, selfType: t, selfMutable: false, returnType: type)
            t.methods[methodName] = overloadedMember(overloadKey, id: ObjectIdentifier(placeholder),
                                                     makeCallable(fn, name: "subscript", captured: { globals.env }))
            if let setter {
                let name = setter.parameters?.name.text ?? "newValue"
                let value = ParamDecl(label: nil, name: name, type: type, hasDefault: false, isVariadic: false, isInout: false, defaultExpr: nil)
                let sfn = compileFunction(params: [value] + ps, body: setter.body, selfType: t, selfMutable: true, returnType: nil)
                t.methods[methodName + ".set"] = makeCallable(sfn, name: "subscript", captured: { globals.env })
            }
        } }
    }
}
