import SwiftSyntax

extension Compiler {
    func declareMembers(
        _ members: MemberBlockItemListSyntax, of t: TypeDecl, globals: EnvBox, requirements: Bool, inExtension: Bool
    ) -> [() -> Void] {
        var bodies: [() -> Void] = []
        let ctx = self.ctx
        for m in members {
            let d = m.decl
            let isStatic = d.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { ["static", "class"].contains($0.name.text) } ?? false
            if let v = d.as(VariableDeclSyntax.self) {
                let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
                let isLazy = v.modifiers.contains { $0.name.text == "lazy" }
                let isWeak = v.modifiers.contains { $0.name.text == "weak" || $0.name.text == "unowned" }
                let isUnowned = v.modifiers.contains { $0.name.text == "unowned" }
                for b in v.bindings {
                    guard let id = b.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    let name = id.identifier.text
                    let type = b.typeAnnotation.map { typeRef($0.type) }
                    if let ta = b.typeAnnotation { checkTypeExists(ta.type) }
                    var getter: AccessorDeclSyntax? = nil, setter: AccessorDeclSyntax? = nil
                    var will: AccessorDeclSyntax? = nil, did: AccessorDeclSyntax? = nil
                    var implicitGetter: CodeBlockItemListSyntax? = nil
                    switch b.accessorBlock?.accessors {
                    case .getter(let body)?: implicitGetter = body
                    case .accessors(let list)?:
                        for a in list {
                            switch a.accessorSpecifier.text {
                            case "get": getter = a
                            case "set": setter = a
                            case "willSet": will = a
                            case "didSet": did = a
                            default: break
                            }
                        }
                    default: break
                    }
                    if let type { memberTypes[t.name + (isStatic ? ".static." : ".") + name] = type }
                    if requirements { t.requirementNames.insert(name); continue }
                    let isComputed = implicitGetter != nil || getter != nil
                    if isComputed {
                        bodies.append { [unowned self] in
                            let body = implicitGetter ?? getter?.body?.statements
                            let fn = compileFunction(params: [], body: nil, statements: body, selfType: t, selfMutable: false, isStatic: isStatic, returnType: type)
                            let c = makeCallable(fn, name: name, captured: { globals.env })
                            if isStatic { t.staticMethods["get:" + name] = c } else { t.methods["get:" + name] = c }
                            if let setter {
                                let pname = setter.parameters?.name.text ?? "newValue"
                                let p = ParamDecl(label: nil, name: pname, type: type, hasDefault: false, isVariadic: false, isInout: false, defaultExpr: nil)
                                let sfn = compileFunction(params: [p], body: setter.body, selfType: t, selfMutable: true, isStatic: isStatic, returnType: nil)
                                t.methods["set:" + name] = makeCallable(sfn, name: name, captured: { globals.env })
                            }
                        }
                        if setter != nil { t.methods["set:" + name] = Callable(name: name) { _, _ throws(Interrupt) in .void } }
                        t.methods["get:" + name] = Callable(name: name) { _, _ throws(Interrupt) in .void }
                        continue
                    }
                    if isStatic {
                        let initExpr = b.initializer?.value
                        t.staticValues[name] = .void
                        bodies.append { [unowned self] in
                            guard let initExpr else { return }
                            let fn = compileFunction(params: [], body: nil, selfType: t, selfMutable: false, isStatic: true, returnType: type)
                            let saved = scope
                            scope = FunctionScope(parent: saved, selfType: t, selfMutable: false, isStatic: true)
                            let r = expr(initExpr, expected: type).run
                            let size = scope.slotCount + 1
                            scope = saved
                            _ = fn
                            t.staticValues[name] = nil
                            let thunk: Thunk = { _ throws(Interrupt) in
                                let v = try r(Env(size: size, parent: globals.env))
                                if let type { return coerce(v, to: type) }
                                return v
                            }
                            t.staticLazy[name] = thunk
                        }
                        continue
                    }
                    let index = t.storedNames.count
                    t.storedNames.append(name)
                    t.storedIndex[name] = index + inheritedFieldCount(t)
                    t.storedMutable.append(!isLet)
                    t.storedTypes.append(type)
                    t.storedDefaults.append(nil)
                    if isWeak {
                        let empty: Thunk = { _ throws(Interrupt) in .weakRef(WeakCell(nil, unowned: isUnowned)) }
                        t.storedDefaults[index] = empty
                    }
                    let initExpr = b.initializer?.value
                    bodies.append { [unowned self] in
                        if let initExpr {
                            let saved = scope
                            scope = FunctionScope(parent: saved, selfType: isLazy ? t : nil, selfMutable: false)
                            if isLazy { _ = scope.declare("self$", isLet: true, type: .named(t.name)) }
                            let r = expr(initExpr, expected: type).run
                            let size = scope.slotCount + 1
                            scope = saved
                            let thunk: Thunk = { env throws(Interrupt) in
                                let e = Env(size: size, parent: globals.env)
                                if isLazy { e.slots[0] = env.slots[0] }
                                let v = try r(e)
                                if isWeak { return makeWeak(v, unowned: isUnowned) }
                                if let type { return coerce(v, to: type) }
                                return v
                            }
                            if isLazy { t.lazyInits[t.storedIndex[name]!] = thunk } else { t.storedDefaults[index] = thunk }
                        }
                        if will != nil || did != nil {
                            let obs: (AccessorDeclSyntax?, String) -> Callable? = { a, dflt in
                                guard let a else { return nil }
                                let pname = a.parameters?.name.text ?? dflt
                                let p = ParamDecl(label: nil, name: pname, type: type, hasDefault: false, isVariadic: false, isInout: false, defaultExpr: nil)
                                let fn = self.compileFunction(params: [p], body: a.body, selfType: t, selfMutable: t.kind != .classType, returnType: nil)
                                return self.makeCallable(fn, name: name, captured: { globals.env })
                            }
                            t.observers[t.storedIndex[name]!] = (obs(will, "newValue"), obs(did, "oldValue"))
                        }
                    }
                }
                continue
            }
            if let f = d.as(FunctionDeclSyntax.self) {
                if f.genericParameterClause != nil {
                    error(f, "unsupported-generics", "generic functions are not supported yet")
                    continue
                }
                let ps = params(f.signature.parameterClause.parameters)
                let ref = functionRef(name: f.name.text, ps)
                ref.paramTypes = ps.map(\.type)
                ref.returnType = f.signature.returnClause.map { typeRef($0.type) }
                let full = ref.fullName
                let isMutating = f.modifiers.contains { $0.name.text == "mutating" }
                let isOverride = f.modifiers.contains { $0.name.text == "override" }
                if isMutating { mutatingMethodNames.insert(f.name.text) }
                methodRefs[t.name + (isStatic ? ".static." : ".") + full] = ref
                if requirements { t.requirementNames.insert(f.name.text); continue }
                let placeholder = Callable(name: full) { _, _ throws(Interrupt) in .void }
                if isStatic { t.staticMethods[full] = placeholder } else { t.methods[full] = placeholder }
                let inherited = t.superclass.map { s in s.findMethod(full) != nil || Members.hostOf(s)?.findMethod(full) != nil } ?? false
                if t.kind == .classType && !isStatic {
                    if isOverride && !inherited {
                        error(f.name, "override-nothing", "method does not override any method from its superclass")
                    } else if !isOverride && inherited {
                        error(f.name, "missing-override", "overriding declaration requires an 'override' keyword")
                    }
                }
                bodies.append { [unowned self] in
                    let fn = compileFunction(params: ps, body: f.body, selfType: t, selfMutable: isMutating || t.kind == .classType,
                                             isStatic: isStatic, returnType: ref.returnType)
                    let c = makeCallable(fn, name: full, captured: { globals.env })
                    if isStatic { t.staticMethods[full] = c } else { t.methods[full] = c }
                }
                continue
            }
            if let i = d.as(InitializerDeclSyntax.self) {
                let ps = params(i.signature.parameterClause.parameters)
                let ref = functionRef(name: "init", ps)
                ref.paramTypes = ps.map(\.type)
                let full = ref.fullName
                methodRefs[t.name + "." + full] = ref
                if requirements { continue }
                // Initialisers in extensions keep the memberwise initialiser, as in Swift.
                if !inExtension { t.hasUserInit = true }
                if i.optionalMark != nil { t.failableInits.insert(full) }
                t.initializers[full] = Callable(name: full) { _, _ throws(Interrupt) in .void }
                bodies.append { [unowned self] in
                    let fn = compileFunction(params: ps, body: i.body, selfType: t, selfMutable: true, returnType: nil, isInit: true)
                    t.initializers[full] = makeCallable(fn, name: full, captured: { globals.env })
                }
                continue
            }
            if let de = d.as(DeinitializerDeclSyntax.self) {
                bodies.append { [unowned self] in
                    let fn = compileFunction(params: [], body: de.body, selfType: t, selfMutable: true, returnType: nil)
                    t.deinitializer = makeCallable(fn, name: "deinit", captured: { globals.env })
                }
                continue
            }
            if let ec = d.as(EnumCaseDeclSyntax.self) {
                for el in ec.elements {
                    t.caseNames.append(el.name.text)
                    t.caseLabels.append(el.parameterClause?.parameters.map { $0.firstName?.text } ?? [])
                    t.caseTypes.append(el.parameterClause?.parameters.map { typeRef($0.type) } ?? [])
                    if let raw = el.rawValue?.value {
                        if let lit = raw.as(IntegerLiteralExprSyntax.self), let n = Int(lit.literal.text) { t.rawValues.append(.int(n)) }
                        else if let s = raw.as(StringLiteralExprSyntax.self) { t.rawValues.append(.string(s.segments.trimmedDescription)) }
                        else if let p = raw.as(PrefixOperatorExprSyntax.self), let n = Int(p.trimmedDescription) { t.rawValues.append(.int(n)) }
                        else { t.rawValues.append(.void) }
                    } else if case .named("Int")? = t.rawType {
                        if case .int(let prev)? = t.rawValues.last { t.rawValues.append(.int(prev + 1)) } else { t.rawValues.append(.int(0)) }
                    } else if case .named("String")? = t.rawType {
                        t.rawValues.append(.string(el.name.text))
                    }
                }
                continue
            }
            if d.is(TypeAliasDeclSyntax.self) || d.is(AssociatedTypeDeclSyntax.self) { continue }
            error(d, "unsupported", "members of this kind are not supported yet")
        }
        _ = ctx
        return bodies
    }

    func inheritedFieldCount(_ t: TypeDecl) -> Int {
        var n = 0
        var c = t.superclass
        while let d = c { n += d.storedNames.count; c = d.superclass }
        return n
    }
}
