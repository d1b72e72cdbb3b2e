import SwiftSyntax

extension Compiler {
    func declaration(_ d: DeclSyntax) -> Stmt {
        if let v = d.as(VariableDeclSyntax.self) { return variable(v) }
        if let f = d.as(FunctionDeclSyntax.self) { return localFunction(f) }
        if d.is(StructDeclSyntax.self) || d.is(ClassDeclSyntax.self) || d.is(EnumDeclSyntax.self)
            || d.is(ProtocolDeclSyntax.self) || d.is(ExtensionDeclSyntax.self) || d.is(ImportDeclSyntax.self) {
            return { _ throws(Interrupt) in .normal }
        }
        if d.is(TypeAliasDeclSyntax.self) { return { _ throws(Interrupt) in .normal } }
        // Operator and precedence group declarations act when the program is folded.
        if d.is(OperatorDeclSyntax.self) || d.is(PrecedenceGroupDeclSyntax.self) { return { _ throws(Interrupt) in .normal } }
        error(d, "unsupported", "declarations of this kind are not supported yet")
        return { _ throws(Interrupt) in .normal }
    }

    func variable(_ v: VariableDeclSyntax) -> Stmt {
        if let use = propertyWrapperUse(v, topLevel: scope.parent == nil) { return wrappedLocal(use) }
        checkLazyGlobal(v)
        checkReferenceOwnership(v)
        let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
        let isWeak = v.modifiers.contains { $0.name.text == "weak" }
        // A local or global `unowned` variable held its object as a strong one would (it was
        // released at the scope's end, not when the last strong reference went).
        if let unowned = v.modifiers.first(where: { $0.name.text == "unowned" }) {
            errorOnce(unowned, "unsupported", "an 'unowned' variable outside a type is not supported yet (stored properties may be 'unowned')")
        }
        var stmts: [Stmt] = []
        for b in v.bindings {
            if let accessors = b.accessorBlock {
                // An attribute (a result builder such as `@ArrayBuilder`) changes what the body means.
                if let attribute = v.attributes.first {
                    error(attribute, "unsupported", "attributes on a variable with accessors are not supported yet")
                    continue
                }
                if let s = variableWithAccessors(b, accessors, isLet: isLet) { stmts.append(s) }
                continue
            }
            let written = Self.writtenType(of: b, in: v)
            var type = written.map { typeRef($0.type) }
            if let ta = b.typeAnnotation { checkTypeExists(ta.type) }
            var initial = b.initializer.map { expr($0.value, expected: type) }
            if let compiled = initial, let value = b.initializer?.value, let annotation = b.typeAnnotation {
                if !checkMappedClosureResult(value, to: type) { checkBinding(compiled, value, to: type, at: .specified) }
                refuseViewInTypedBinding(annotation.type, type: type, value)
                initial = implicitlyUnwrapped(compiled, value, for: type)
            }
            if type == nil { type = initial?.type }
            // `weak var w = c`: a weak variable is optional whatever its value's type.
            if isWeak, written == nil, let t = type, !{ if case .optional = t { true } else { false } }() { type = .optional(t) }
            if let id = b.pattern.as(IdentifierPatternSyntax.self) {
                let name = id.identifier.text
                let info: VarInfo
                if scope.parent == nil, scope.blocks.count == 1, let pre = predeclaredGlobals.removeValue(forKey: name) {
                    info = VarInfo(slot: pre.slot, isLet: pre.isLet, type: type, isWeak: pre.isWeak)
                    scope.blocks[0][name] = info
                } else {
                    info = scope.declare(name, isLet: isLet, type: type, isWeak: isWeak)
                }
                noteStandardView(of: name, initialValue: b.initializer?.value, typed: written != nil)
                if scope.parent == nil { refuseIndexUsesBeforeDeclaration(of: name) }
                noteTypeArguments(of: name, initialValue: b.initializer?.value, type: type)
                let slot = info.slot
                if initial == nil, isLet || !Self.isOptionalAnnotation(written?.type) {
                    checkDeferredInitialisation(of: name, declaredBy: v, isVariable: !isLet)
                }
                guard let initial else {
                    if case .optional? = type, !isLet {
                        let initialValue: Value = isWeak ? .weakRef(WeakCell(nil)) : .optional(nil)
                        let s: Stmt = { env in
                            env.slots[slot] = initialValue
                            return .normal
                        }
                        stmts.append(s)
                    }
                    continue
                }
                // A Substring that may start later keeps its start beside it (`Compiler+SubstringIndices`).
                if isLet, written == nil, let value = b.initializer?.value, standardView(of: value) == .offsetSubstring,
                   let store = substringBinding(name, slot: slot, value) {
                    stmts.append(store)
                    continue
                }
                let coerceTo = (type?.needsCoercion ?? false) ? type : nil
                let run = b.initializer.map { promotingNestedNil(initial, $0.value, to: type) } ?? initial.run
                stmts.append(storeStatement(slot: slot, run, weak: isWeak, coerceTo: coerceTo))
            } else {
                guard let initial else { continue }
                if b.typeAnnotation == nil, let value = b.initializer?.value { checkTupleCount(b.pattern, initial, value) }
                let bind = patternBinder(b.pattern, type: type, isLet: isLet)
                let r = initial.run
                let s: Stmt = { env throws(Interrupt) in
                    let v = try r(env)
                    _ = try bind(env, v)
                    return .normal
                }
                stmts.append(s)
            }
        }
        if stmts.count == 1 { return stmts[0] }
        let all = stmts
        return { env throws(Interrupt) in
            for s in all { _ = try s(env) }
            return .normal
        }
    }

    func localFunction(_ f: FunctionDeclSyntax) -> Stmt {
        if topLevelFunctionDeclarations.contains(f.id) {
            compileTopLevelFunction(f)
            return { _ throws(Interrupt) in .normal }
        }
        // A local generic function's type parameters were checked when it was hoisted.
        let own = f.genericParameterClause?.parameters.map(\.name.text) ?? []
        let ps = withTypeParameters(own) { params(f.signature) }
        let full = functionRef(name: f.name.text, ps).fullName
        guard case .local(_, let info)? = resolve(Self.functionSlotName(full, f)) else { return { _ throws(Interrupt) in .normal } }
        let rt = withTypeParameters(own) { f.signature.returnClause.map { typeRef($0.type) } }
        let fn = withTypeParameters(own) {
            compileFunction(params: ps, body: f.body, selfType: nil, selfMutable: false, returnType: rt, isLocal: true)
        }
        let slot = info.slot
        let name = full
        let ctx = self.ctx
        return { env throws(Interrupt) in
            env.slots[slot] = .function(Compiler.makeCallable(fn, name: name, ctx: ctx, captured: { env }))
            return .normal
        }
    }

    func storeStatement(slot: Int, _ r: @escaping Expr, weak: Bool, coerceTo: TypeRef?) -> Stmt {
        if weak {
            return { env throws(Interrupt) in
                let v = try r(env)
                env.slots[slot] = makeWeak(v)
                return .normal
            }
        }
        if let t = coerceTo {
            return { env throws(Interrupt) in
                let v = try r(env)
                env.slots[slot] = coerce(v, to: t)
                return .normal
            }
        }
        return { env throws(Interrupt) in
            let v = try r(env)
            env.slots[slot] = v
            return .normal
        }
    }

    /// Follows a `let`, or a `var` of a non-optional type, declared without a value to its
    /// initialisations (`DeferredInitialisation`), which may then assign it.
    func checkDeferredInitialisation(of name: String, declaredBy v: VariableDeclSyntax, isVariable: Bool) {
        guard let item = v.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return }
        var analysis = DeferredInitialisation(name: name, isVariable: isVariable, calls: neverReturningCalls(in: v))
        analysis.follow(list.drop { $0.id != item.id }.dropFirst())
        for p in analysis.problems { error(p.node, p.id, p.message) }
        if !isVariable { deferredLetAssignments.formUnion(analysis.judged) }
    }

    /// Whether a written type is optional (`Int?`, `Int!`, `Optional<Int>`), so a `var` of it
    /// starts as `nil`; false when there is none.
    /// Whether a written type is an optional spelled `T?` or `T!`: a `var` of it without a
    /// value starts as `nil` (a static one too), where `Optional<T>` needs one.
    static func isSugaredOptional(_ type: TypeSyntax?) -> Bool {
        type?.is(OptionalTypeSyntax.self) == true || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
    }

    static func isOptionalAnnotation(_ type: TypeSyntax?) -> Bool {
        guard let type else { return true }
        return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || type.trimmedText.hasPrefix("Optional<")
    }
}
