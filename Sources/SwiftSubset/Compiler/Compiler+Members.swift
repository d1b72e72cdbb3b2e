import SwiftSyntax

extension Compiler {
    func declareMembers(
        _ members: MemberBlockItemListSyntax, of t: TypeDecl, globals: EnvBox, requirements: Bool, inExtension: Bool
    ) -> [() -> Void] {
        var bodies: [() -> Void] = []
        let ctx = self.ctx
        for m in members {
            let d = m.decl
            let isStatic = d.modifierList?.contains { ["static", "class"].contains($0.name.text) } ?? false
            if let v = d.as(VariableDeclSyntax.self) {
                // A refused wrapper's variable is still declared, so its uses report nothing more.
                if let use = propertyWrapperUse(v) {
                    bodies += declareWrappedProperty(use, of: t, globals: globals, inExtension: inExtension)
                    continue
                }
                checkReferenceOwnership(v)
                recordAccessLevel(v, of: t)
                let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
                let isLazy = v.modifiers.contains { $0.name.text == "lazy" }
                // A struct's lazy property is read through its value's place (`Compiler+LazyStructProperties`).
                if isLazy, t.kind == .structType {
                    for b in v.bindings { if let id = b.pattern.as(IdentifierPatternSyntax.self) { lazyStructPropertyNames.insert(id.identifier.text) } }
                }
                let isWeak = v.modifiers.contains { $0.name.text == "weak" || $0.name.text == "unowned" }
                let isUnowned = v.modifiers.contains { $0.name.text == "unowned" }
                for b in v.bindings {
                    guard let id = b.pattern.as(IdentifierPatternSyntax.self) else {
                        // `var (a, b) = (1, 2)` as a type's member: its names were never declared.
                        if !requirements { error(b.pattern, "unsupported", "a tuple pattern declaring several properties is not supported yet: declare each property on its own") }
                        continue
                    }
                    // A backquoted name (`static let `default``) is the name without its backquotes.
                    let name = id.identifier.identifier?.name ?? id.identifier.text
                    let written = Self.writtenType(of: b, in: v)
                    let type = written.map { typeRef($0.type) }
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
                    // A stored property's obvious type (`var x = 0.0`, `var origin = Point()`): an
                    // integer assigned to `x` later is a Double, and `origin.x` is typed.
                    let obviousType = getter == nil && implicitGetter == nil ? storedPropertyObviousType(b.initializer?.value) : nil
                    if let type {
                        memberTypes[t.name + (isStatic ? ".static." : ".") + name] = type
                    } else if !isStatic, let obviousType {
                        memberTypes[t.name + "." + name] = obviousType
                    } else if isStatic, getter == nil, implicitGetter == nil, let obvious = simpleLiteralType(b.initializer?.value) {
                        // A static value's obvious type (`static let shared = Center()`) types
                        // what is reached through it, so `Center.shared.post(name: .changed)`
                        // finds the parameter's type for its implicit member instead of guessing.
                        memberTypes[t.name + ".static." + name] = obvious
                    }
                    if requirements {
                        t.requirementNames.insert(name)
                        if isStatic { t.staticRequirementNames.insert(name) }
                        continue
                    }
                    let isComputed = implicitGetter != nil || getter != nil
                    if isComputed {
                        if !isStatic { noteTypeParameterMember(t, name, written: written?.type) }
                        let overrides = !isStatic && t.kind == .classType && v.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
                        bodies.append { [unowned self] in
                            // Read once every type's members are declared. Reads and writes find
                            // the superclass's storage before a subclass's accessors: they ran
                            // as if the override were not there.
                            if overrides, Members.inheritedIndex(t, name) != nil {
                                error(b.pattern, "unsupported", "overriding the stored property '\(name)' with a getter or setter is not supported yet (observers are)")
                            }
                            let body = implicitGetter ?? getter?.body?.statements
                            let fn = compileFunction(params: [], body: nil, statements: body, selfType: t, selfMutable: false, isStatic: isStatic, returnType: type)
                            let c = makeCallable(fn, name: name, captured: { globals.env })
                            if isStatic { t.staticMethods["get:" + name] = c } else { t.methods["get:" + name] = c }
                            if let setter {
                                let pname = setter.parameters?.name.text ?? "newValue"
                                let p = ParamDecl(label: nil, name: pname, type: type, hasDefault: false, isVariadic: false, isInout: false, defaultExpr: nil)
                                let sfn = compileFunction(params: [p], body: setter.body, selfType: t, selfMutable: true, isStatic: isStatic, returnType: nil)
                                let c = makeCallable(sfn, name: name, captured: { globals.env })
                                if isStatic { t.staticMethods["set:" + name] = c } else { t.methods["set:" + name] = c }
                            }
                        }
                        if setter != nil { t.methods["set:" + name] = Callable(name: name) { _, _ throws(Interrupt) in .void } }
                        t.methods["get:" + name] = Callable(name: name) { _, _ throws(Interrupt) in .void }
                        continue
                    }
                    if isStatic {
                        // The type's static storage held the object strongly.
                        if isWeak, let keyword = v.modifiers.first(where: { $0.name.text == "weak" || $0.name.text == "unowned" }) {
                            error(keyword, "unsupported", "a '\(keyword.name.text)' static property is not supported yet")
                        }
                        let initExpr = b.initializer?.value
                        // `static var c: [String: Int]?` without a value starts as nil.
                        t.staticValues[name] = initExpr == nil && !isLet && Self.isSugaredOptional(written?.type) ? .optional(nil) : .void
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
                        if will != nil || did != nil {
                            bodies.append { [unowned self] in
                                t.staticObservers[name] = PropertyObservers(
                                    will: observer(will, "newValue", of: name, in: t, type: type, globals: globals, isStatic: true),
                                    did: observer(did, "oldValue", of: name, in: t, type: type, globals: globals, isStatic: true),
                                    didReadsOldValue: Self.didSetReadsOldValue(did))
                            }
                        }
                        continue
                    }
                    let isOverride = v.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
                    if isOverride && (will != nil || did != nil) {
                        bodies.append { [unowned self] in self.overrideObservers(t, name, type: type, will: will, did: did, node: b, globals: globals) }
                        continue
                    }
                    let index = t.storedNames.count
                    t.storedNames.append(name)
                    t.storedIndex[name] = index + t.fieldBase
                    t.storedMutable.append(!isLet)
                    t.storedTypes.append(type ?? obviousType)
                    if t.isGeneric, let use = Self.typeParameterUse(written?.type, Self.unconstrained(t.typeParameters)) {
                        storedTypeParameters[t.name + "." + name] = use
                    }
                    noteTypeParameterMember(t, name, written: written?.type)
                    t.storedDefaults.append(nil)
                    if isWeak {
                        let empty: Thunk = { _ throws(Interrupt) in .weakRef(WeakCell(nil, unowned: isUnowned)) }
                        // An `unowned let` has no value until an initialiser gives it one: it stays
                        // a parameter of the memberwise initialiser (a `let` with a value is not).
                        if !(isLet && t.kind == .structType) { t.storedDefaults[index] = empty }
                        // A class's fields are written through their `.weakRef` (`Members.set`);
                        // a struct's are also made whole by its memberwise initialiser.
                        if t.kind == .structType { t.weakStored[index + t.fieldBase] = isUnowned }
                    }
                    let initExpr = b.initializer?.value
                    if initExpr != nil {
                        // Known now, compiled with the bodies: code that uses the type before its
                        // declaration sees the default (its memberwise initialiser may omit it).
                        let pending: Thunk = { _ throws(Interrupt) in .void }
                        if isLazy { t.lazyInits[t.storedIndex[name]!] = pending } else { t.storedDefaults[index] = pending }
                    }
                    bodies.append { [unowned self] in
                        if let initExpr {
                            let saved = scope
                            // A stored property's initial value may name the type's static members unqualified
                            // (swiftc accepts `let a = make()` for a `static func make()`); a lazy one
                            // sees the instance.
                            scope = FunctionScope(parent: saved, selfType: t, selfMutable: false, isStatic: !isLazy)
                            if isLazy { _ = scope.declare("self$", isLet: true, type: .named(t.name)) }
                            let compiled = expr(initExpr, expected: type)
                            let r = compiled.run
                            let size = scope.slotCount + 1
                            scope = saved
                            // A default whose type only its compiled value tells (`Double(f())`):
                            // values stored later are converted to it when they are stored.
                            if type == nil, !isLazy, t.storedTypes[index] == nil, let known = compiled.type, Self.isStandardValueType(known) {
                                t.storedTypes[index] = known
                            }
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
                            t.observers[t.storedIndex[name]!] = PropertyObservers(
                                will: observer(will, "newValue", of: name, in: t, type: type, globals: globals),
                                did: observer(did, "oldValue", of: name, in: t, type: type, globals: globals),
                                didReadsOldValue: Self.didSetReadsOldValue(did))
                        }
                    }
                }
                continue
            }
            if let f = d.as(FunctionDeclSyntax.self) {
                recordAccessLevel(f, of: t)
                // A generic method's own type parameters, in scope in its signature and body.
                guard let own = readTypeParameters(f.genericParameterClause, f.genericWhereClause, governing: Syntax(f)) else { continue }
                let ps = withTypeParameters(own) { params(f.signature) }
                let ref = functionRef(name: f.name.text, ps)
                ref.paramTypes = ps.map(\.type)
                ref.isAsync = f.signature.effectSpecifiers?.asyncSpecifier != nil
                // A method's parameters of the type's own type parameters take the type the receiver binds.
                let typeOwn = Self.unconstrained(t.typeParameters.filter { !own.contains($0) })
                Self.recordTypeParameterUses(ref, f.signature.parameterClause.parameters, result: nil, typeOwn, boundByReceiver: true)
                Self.recordTypeParameterUses(ref, f.signature.parameterClause.parameters, result: f.signature.returnClause?.type,
                                             Self.typeParameterNames(f.genericParameterClause, f.genericWhereClause))
                Self.recordNumericParameters(ref, f)
                Self.recordFrameBoundTypeParameters(ref, f)
                ref.metatypeParameters = Self.metatypeParameters(f)
                ref.returnType = withTypeParameters(own) { f.signature.returnClause.map { typeRef($0.type) } }
                let full = ref.fullName
                if own.isEmpty {
                    noteTypeParameterMember(t, full, written: f.signature.returnClause?.type)
                    noteTypeParameterParameters(t, full, f.signature.parameterClause.parameters)
                }
                let isMutating = f.modifiers.contains { $0.name.text == "mutating" }
                let isOverride = f.modifiers.contains { $0.name.text == "override" }
                if isMutating {
                    mutatingMethodNames.insert(f.name.text)
                    mutatingMethods.insert(t.name + "." + full)
                }
                let overloadKey = t.name + "." + full
                if isOverride, !isStatic, let owner = t.superclass?.selfAndSuperclasses.first(where: { memberOverloads[$0.name + "." + full] != nil }) {
                    // The subclass would keep the other overloads beside its override: its own
                    // method alone ran for every call (a false "cannot convert").
                    error(f.name, "unsupported", "an override of one of the methods '\(owner.name)' overloads by parameter types ('\(full)') is not supported yet")
                    continue
                }
                if !isStatic && !requirements {
                    guard registerOverload(overloadKey, id: ObjectIdentifier(ref), f.signature.parameterClause.parameters,
                                           result: f.signature.returnClause?.type.trimmedText ?? "()",
                                           typeParameters: t.typeParameters + own,
                                           sequenceParameters: Self.sequenceTypeParameters(f.genericParameterClause, f.genericWhereClause),
                                           node: f.name, what: "methods") else { continue }
                }
                if isStatic, !requirements, !isOperatorName(ref.name) {
                    // By parameter types alone (overloads by result type were accepted before).
                    let spelling = f.signature.parameterClause.parameters.map { $0.type.trimmedText + ($0.ellipsis == nil ? "" : "...") }.joined(separator: ",")
                    if let first = staticMethodSignatures[overloadKey], first != spelling {
                        error(f.name, "unsupported", "static methods overloaded by parameter types ('\(t.name).\(full)') are not supported yet")
                        continue
                    }
                    staticMethodSignatures[overloadKey] = spelling
                }
                let earlier = methodRefs[overloadKey]
                recordMethodRef(ref, of: t, isStatic: isStatic)
                // Calls are checked against the most general of overloads (`Compiler+MemberOverloads`).
                if let earlier, !isStatic, mostGeneralOverload(overloadKey) == ObjectIdentifier(earlier) { methodRefs[overloadKey] = earlier }
                if !isStatic { relaxOverloadedParameterTypes(overloadKey) }
                if requirements {
                    t.requirementNames.insert(f.name.text)
                    if isStatic { t.staticRequirementNames.insert(f.name.text) }
                    continue
                }
                let placeholder = Callable(name: full) { _, _ throws(Interrupt) in .void }
                if isStatic { t.staticMethods[full] = placeholder } else { t.methods[full] = placeholder }
                let inherited = t.superclass.map { s in s.findMethod(full) != nil || Members.hostOf(s)?.findMethod(full) != nil } ?? false
                if t.kind == .classType && !isStatic {
                    if isOverride && !inherited {
                        error(f.name, "override-nothing", "method does not override any method from its superclass")
                    } else if isOverride, let overridden = inheritedRef(t, full), overridden.defaultSpellings != ref.defaultSpellings {
                        // Swift takes defaults from the static type at the call; ours come from the callee.
                        error(f.name, "unsupported", "an override whose default arguments differ from the overridden method's is not supported yet")
                    } else if !isOverride && inherited && !standsBesideInheritedAsyncMethod(f, ref, of: t) {
                        if let overloaded = inheritedRef(t, full), Self.differByParameterTypes(overloaded, ref) {
                            // `func f(_ x: String)` beside the superclass's `func f(_ x: Int)`: an
                            // overload, not an override (swiftc calls each for its own arguments).
                            error(f.name, "unsupported", "a method overloading its superclass's '\(full)' by parameter types is not supported yet")
                        } else {
                            error(f.name, "missing-override", "overriding declaration requires an 'override' keyword")
                        }
                    }
                }
                // A constrained protocol extension's operator (`extension P where Self: Q`) is
                // not every adopter's witness: it is offered to the run-time choice of an
                // operator by conformance (`Arithmetic.declaredOperator`) only for the types
                // adopting `Q`, and not at all under other requirements.
                let required = t.kind == .protocolType
                    ? Self.selfConformances(f.ancestorOrSelf(mapping: { $0.as(ExtensionDeclSyntax.self) })?.genericWhereClause) : []
                let offeredByConformance = required != nil
                bodies.append { [unowned self] in
                    let fn = withTypeParameters(own) {
                        compileFunction(params: ps, body: f.body, selfType: t, selfMutable: isMutating || t.kind == .classType || t.isClassOnly,
                                        isStatic: isStatic, returnType: ref.returnType,
                                        frameTypes: (ref.frameBoundTypeParameters, ObjectIdentifier(ref)))
                    }
                    let c = makeCallable(fn, name: full, captured: { globals.env })
                    if isStatic, isOperatorName(ref.name), offeredByConformance {
                        let typeParameterPositions = Set(f.signature.parameterClause.parameters.enumerated().compactMap { i, p in
                            t.typeParameters.contains(p.type.trimmedText) ? i : nil
                        })
                        t.staticOverloads[ref.name, default: []].append(StaticOverload(id: ObjectIdentifier(ref), parameterTypes: ref.paramTypes,
                                                                                       callable: c, requiredConformances: required ?? [],
                                                                                       typeParameterPositions: typeParameterPositions))
                    }
                    if isStatic { t.staticMethods[full] = c } else { t.methods[full] = overloadedMember(overloadKey, id: ObjectIdentifier(ref), c) }
                }
                continue
            }
            if let i = d.as(InitializerDeclSyntax.self) {
                guard let own = readTypeParameters(i.genericParameterClause, i.genericWhereClause) else { continue }
                let ps = withTypeParameters(own) { params(i.signature.parameterClause.parameters) }
                let ref = functionRef(name: "init", ps)
                ref.paramTypes = ps.map(\.type)
                // A generic type's initialiser binds the type's parameters from its arguments.
                let bound = Self.unconstrained(t.typeParameters).merging(Self.typeParameterNames(i.genericParameterClause, i.genericWhereClause)) { _, b in b }
                Self.recordTypeParameterUses(ref, i.signature.parameterClause.parameters, result: nil, bound)
                let full = ref.fullName
                let overloadKey = t.name + "." + full
                let convenience = inExtension || i.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) })
                if !requirements {
                    // Initialisers of one full name told apart by their parameters' types, as
                    // methods are (`Compiler+MemberOverloads`), each failable and convenience
                    // alike.
                    if overloadDeclarations[overloadKey] != nil, t.failableInits.contains(full) != (i.optionalMark != nil)
                        || (t.kind == .classType && t.convenienceInits.contains(full) != convenience) {
                        error(i.initKeyword, "unsupported", "initialisers overloaded by these parameter types, one failable or convenience and another not, are not supported yet")
                        continue
                    }
                    guard registerOverload(overloadKey, id: ObjectIdentifier(ref), i.signature.parameterClause.parameters, result: "",
                                           typeParameters: t.typeParameters + own, node: i.initKeyword, what: "initialisers") else { continue }
                }
                let earlier = methodRefs[overloadKey]
                recordMethodRef(ref, of: t, isStatic: false)
                if let earlier, mostGeneralOverload(overloadKey) == ObjectIdentifier(earlier) { methodRefs[overloadKey] = earlier }
                relaxOverloadedParameterTypes(overloadKey)
                if requirements { continue }
                // Initialisers in extensions keep the memberwise initialiser, as in Swift.
                if !inExtension { t.hasUserInit = true }
                if i.optionalMark != nil { t.failableInits.insert(full) }
                if convenience { t.convenienceInits.insert(full) }
                if t.kind == .structType, let body = i.body, Self.callsSelfInit(body) { t.delegatingInits.insert(full) }
                t.initializers[full] = Callable(name: full) { _, _ throws(Interrupt) in .void }
                bodies.append { [unowned self] in
                    checkInitializerOverride(i, named: full, of: t)
                    let implicitSuperInit = endsWithImplicitSuperInit(i, of: t, convenience: convenience) ? i : nil
                    let fn = withTypeParameters(own) {
                        compileFunction(params: ps, body: i.body, selfType: t, selfMutable: true, returnType: nil, isInit: true,
                                        implicitSuperInit: implicitSuperInit)
                    }
                    t.initializers[full] = overloadedMember(overloadKey, id: ObjectIdentifier(ref), makeCallable(fn, name: full, captured: { globals.env }))
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
                    if let defaulted = el.parameterClause?.parameters.first(where: { $0.defaultValue != nil })?.defaultValue {
                        error(defaulted.value, "unsupported", "default values of an enum case's associated values are not supported yet")
                    }
                    if let rawType = t.rawType {
                        let raw = enumRawValue(el, previous: t.rawValues.last, rawType: rawType)
                        // swiftc, at a written raw value an earlier case already has (integers by
                        // value, strings by their scalars; floating-point ones are not compared).
                        if let written = el.rawValue?.value, t.rawValues.contains(where: { Self.sameRawValue($0, raw) }) {
                            error(written, "duplicate-raw-value", "raw value for enum case is not unique")
                        }
                        t.rawValues.append(raw)
                    }
                }
                continue
            }
            if d.is(TypeAliasDeclSyntax.self) || d.is(AssociatedTypeDeclSyntax.self) { continue }
            if let s = d.as(SubscriptDeclSyntax.self) {
                declareSubscript(s, of: t, isStatic: isStatic, requirements: requirements, globals: globals, bodies: &bodies)
                continue
            }
            if let name = d.as(StructDeclSyntax.self)?.name.text ?? d.as(ClassDeclSyntax.self)?.name.text
                ?? d.as(EnumDeclSyntax.self)?.name.text, nestedTypeNames.contains(t.name + "." + name) {
                continue  // declared with the top level's types (`declareTopLevel`)
            }
            error(d, "unsupported", "members of this kind are not supported yet")
        }
        _ = ctx
        return bodies
    }

    /// The raw value of an enum case: its literal read as the raw type (`case b = 2` in an
    /// enum of Doubles is `2.0`), or the implicit one (the previous integer plus one, the
    /// case's name for Strings). A raw value the interpreter cannot read is refused.
    private func enumRawValue(_ element: EnumCaseElementSyntax, previous: Value?, rawType: TypeRef) -> Value {
        guard let raw = element.rawValue?.value else {
            switch (rawType, previous) {
            case (.named("Int"), .int(let p)?): return .int(p + 1)
            case (.named("Int"), nil): return .int(0)
            case (.named("Double"), .double(let p)?): return .double(p + 1)
            case (.named("Double"), nil): return .double(0)
            case (.named("String"), _): return .string(element.name.text)
            default:
                error(element, "unsupported", "the implicit raw value of '\(element.name.text)' is not supported")
                return .void
            }
        }
        let isLiteral = raw.is(IntegerLiteralExprSyntax.self) || raw.is(FloatLiteralExprSyntax.self)
            || raw.is(BooleanLiteralExprSyntax.self)
            || (raw.as(StringLiteralExprSyntax.self)?.segments.allSatisfy { $0.is(StringSegmentSyntax.self) } ?? false)
            || (raw.as(PrefixOperatorExprSyntax.self).map { $0.operator.text == "-" && ($0.expression.is(IntegerLiteralExprSyntax.self) || $0.expression.is(FloatLiteralExprSyntax.self)) } ?? false)
        guard isLiteral, let value = try? expr(raw, expected: rawType).run(Env(size: 0, parent: nil)) else {
            error(raw, "unsupported", "this raw value is not supported: only literals are")
            return .void
        }
        return value
    }

    /// A `willSet` or `didSet` body as a callable taking the new or old value. Inside it, the
    /// property set again through `self` does not call its observers again, as in Swift.
    func observer(_ accessor: AccessorDeclSyntax?, _ defaultName: String, of property: String, in t: TypeDecl,
                  type: TypeRef?, globals: EnvBox, isStatic: Bool = false) -> Callable? {
        guard let accessor else { return nil }
        let pname = accessor.parameters?.name.text ?? defaultName
        let p = ParamDecl(label: nil, name: pname, type: type, hasDefault: false, isVariadic: false, isInout: false, defaultExpr: nil)
        let saved = observedProperty
        observedProperty = property
        let fn = compileFunction(params: [p], body: accessor.body, selfType: t, selfMutable: t.kind != .classType && !isStatic,
                                 isStatic: isStatic, returnType: nil)
        observedProperty = saved
        return makeCallable(fn, name: property, captured: { globals.env })
    }

    /// `override var x { willSet/didSet }` in a subclass (`Compiler+OverrideObservers.swift`).
    private func overrideObservers(_ t: TypeDecl, _ name: String, type: TypeRef?, will: AccessorDeclSyntax?,
                                   did: AccessorDeclSyntax?, node: PatternBindingSyntax, globals: EnvBox) {
        let ancestor = t.superclass?.selfAndSuperclasses.first { $0.storedIndex[name] != nil }
        guard let owner = ancestor, let slot = owner.storedIndex[name] else {
            observeInheritedComputed(t, name, type: type, will: will, did: did, node: node, globals: globals)
            return
        }
        let inheritedType = type ?? owner.storedTypes[slot - owner.fieldBase]
        observeInheritedStored(t, slot: slot,
                               will: observer(will, "newValue", of: name, in: t, type: inheritedType, globals: globals),
                               did: observer(did, "oldValue", of: name, in: t, type: inheritedType, globals: globals))
    }
}

extension Compiler {
    /// Whether two enum raw values are the same as swiftc compares them for "raw value for enum
    /// case is not unique": integers by value, strings by their Unicode scalars (`"\u{E9}"` and
    /// `"e\u{301}"` differ there); floating-point values are never taken as the same here.
    static func sameRawValue(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x == y
        case (.string(let x), .string(let y)): return Array(x.unicodeScalars) == Array(y.unicodeScalars)
        default: return false
        }
    }
}

extension Compiler {
    /// Whether two functions of one full name take parameters of different written types (both
    /// known): an overload of each other rather than an override.
    static func differByParameterTypes(_ a: FunctionRef, _ b: FunctionRef) -> Bool {
        guard a.paramTypes.count == b.paramTypes.count else { return true }
        return zip(a.paramTypes, b.paramTypes).contains { x, y in
            guard let x, let y else { return false }
            return x.description != y.description
        }
    }
}

extension Compiler {
    /// The protocols a protocol extension's `where` clause requires `Self` to adopt (`where
    /// Self: Equatable, Self: Named`); empty without a clause, nil where it requires anything
    /// else (a same-type or associated-type requirement, a composition).
    static func selfConformances(_ clause: GenericWhereClauseSyntax?) -> [String]? {
        var names: [String] = []
        for r in (clause?.requirements).elementsOrEmpty {
            guard case .conformanceRequirement(let c) = r.requirement, c.leftType.trimmedText == "Self",
                  let name = c.rightType.as(IdentifierTypeSyntax.self), name.genericArgumentClause == nil else { return nil }
            names.append(name.name.text)
        }
        return names
    }
}
