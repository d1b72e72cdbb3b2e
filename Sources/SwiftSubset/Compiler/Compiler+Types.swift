import SwiftSyntax

extension Compiler {
    /// First pass over the top level: names of types and functions, so code may use them
    /// before their declaration. `ofPrelude`: the items are a prelude's (`Prelude`).
    func declareTopLevel(_ items: CodeBlockItemListSyntax, globals: EnvBox, ofPrelude: Bool = false) {
        if ofPrelude { preludeFiles.insert(items.root.id) }
        var typeDecls: [(DeclSyntax, TypeDecl)] = []
        for item in items {
            guard case .decl(let d) = item.item else { continue }
            if let s = d.as(StructDeclSyntax.self) { typeDecls.append((d, newType(s.name.text, .structType, node: s))) }
            if let c = d.as(ClassDeclSyntax.self) { typeDecls.append((d, newType(c.name.text, .classType, node: c))) }
            if let e = d.as(EnumDeclSyntax.self) { typeDecls.append((d, newType(e.name.text, .enumType, node: e))) }
            if let p = d.as(ProtocolDeclSyntax.self) { typeDecls.append((d, newType(p.name.text, .protocolType, node: p))) }
        }
        // A prelude declares no type inside a function (`PreludeTextTests`): its file is not
        // walked for them (`ProgramIndex`), which cost about as much as compiling a type.
        if !ofPrelude { typeDecls += declareLocalTypes(items) }
        // Types nested in them and in extensions, by their qualified names (`Outer.Inner`), at any depth.
        var outers = typeDecls + extensionsOfKnownTypes(items)
        while let (d, outer) = outers.popLast() {
            for member in memberBlock(of: d).elementsOrEmpty {
                let m = member.decl
                let nested: TypeDecl
                if let s = m.as(StructDeclSyntax.self) { nested = newType(outer.name + "." + s.name.text, .structType, node: s) }
                else if let c = m.as(ClassDeclSyntax.self) { nested = newType(outer.name + "." + c.name.text, .classType, node: c) }
                else if let e = m.as(EnumDeclSyntax.self) { nested = newType(outer.name + "." + e.name.text, .enumType, node: e) }
                else { continue }
                nestedTypeNames.insert(nested.name)
                nestedTypeLastNames.insert(nested.name.lastNamePart)
                typeDecls.append((m, nested))
                outers.append((m, nested))
            }
        }
        // Type parameters: a nested type's come after those of the types it is nested in.
        for (d, t) in typeDecls {
            let outer = t.name.enclosingName.flatMap { types[$0] }
            // A refused clause (its error given) still declares its names, so their uses in the
            // type report nothing more ("cannot find type 'T' in scope" at each).
            let own = withTypeParameters(outer?.typeParameters ?? []) { declaredTypeParameters(d) } ?? Self.genericClauseNames(d)
            t.typeParameters = (outer?.typeParameters ?? []) + own
            if t.isGeneric && t.kind != .protocolType { ctx.declaresGenericTypes = true }
        }
        // Top-level aliases first: one may name the protocols a type adopts
        // (`typealias Model = Equatable & CustomStringConvertible`, then `struct S: Model`).
        declareTypeAliases(items.compactMap { $0.item.as(DeclSyntax.self) }, in: nil)
        if !ofPrelude { declareLocalTypeAliases(items) }
        // Inheritance and conformances.
        for (d, t) in typeDecls {
            declaringType = nestedTypeNames.contains(t.name) ? t : nil
            defer { declaringType = nil }
            let clause = d.as(ClassDeclSyntax.self)?.inheritanceClause ?? d.as(StructDeclSyntax.self)?.inheritanceClause
                ?? d.as(EnumDeclSyntax.self)?.inheritanceClause ?? d.as(ProtocolDeclSyntax.self)?.inheritanceClause
            let inherited = (clause?.inheritedTypes).elementsOrEmpty.flatMap { inh in adoptedTypes(inh.type).map { (inh, $0) } }
            for (i, (inh, type)) in inherited.enumerated() {
                // A generic superclass with its type arguments (`Box<Value>`) is the class `Box`.
                let n = type.as(IdentifierTypeSyntax.self).map { types[$0.name.text]?.isGeneric == true ? $0.name.text : nil }
                    .flatMap { $0 } ?? type.trimmedText
                if i == 0, t.kind == .classType, let sup = types[n], sup.kind == .classType {
                    if sup.isSubclass(of: t) {
                        error(inh, "circular-inheritance", "'\(t.name)' inherits from itself")
                    } else {
                        t.superclass = sup
                    }
                    continue
                }
                if i == 0, t.kind == .enumType, ["Int", "String", "Double", "Character"].contains(n) { t.rawType = .named(n); continue }
                if t.kind == .protocolType, type.is(ClassRestrictionTypeSyntax.self) || n == "AnyObject"
                    || types[n]?.kind == .classType {
                    // `protocol P: class` is the older spelling of `: AnyObject`; swiftc 6
                    // accepts it with a deprecation warning.
                    t.isClassOnly = true
                    continue
                }
                t.conformances.insert(n)
                // `LocalizedError` refines `Error`: its adopters are errors (`x is Error`).
                if n == "LocalizedError" { t.conformances.insert("Error") }
                // `LocalizedError` is Foundation's: without its import, swiftc cannot find it.
                if n == "LocalizedError", !ctx.importsFoundation {
                    error(inh, "cannot-find-type", "cannot find type 'LocalizedError' in scope")
                    continue
                }
                if types[n] == nil && !Compiler.builtinTypeNames.contains(n) && !ScriptSequences.protocolNames.contains(n)
                    && !Compiler.adoptableLiteralProtocols.contains(n) && n != "LocalizedError" {
                    if ScriptCollections.sequenceProtocols.contains(n) {
                        error(inh, "unsupported", "adopting '\(n)' is not supported yet")
                    } else {
                        cannotFindType(inh, n)
                    }
                }
            }
        }
        for (d, t) in typeDecls {
            // `protocol P where Self: AnyObject` is class-only as `protocol P: AnyObject` is (an
            // extension's `where Self: AnyObject` is not: swiftc still refuses `weak` on `P`).
            guard let p = d.as(ProtocolDeclSyntax.self), let clause = p.genericWhereClause else { continue }
            for req in clause.requirements {
                guard case .conformanceRequirement(let c) = req.requirement, c.leftType.trimmedText == "Self" else { continue }
                let n = c.rightType.trimmedText
                if n == "AnyObject" || types[n]?.kind == .classType { t.isClassOnly = true }
            }
        }
        for item in items {
            guard case .decl(let d) = item.item, let e = d.as(ExtensionDeclSyntax.self) else { continue }
            let extended = e.extendedType.trimmedText
            let t: TypeDecl
            if types[extended] == nil, Compiler.extensibleStandardTypes.contains(extended) {
                t = builtinExtensions[extended] ?? TypeDecl(name: extended, kind: .builtin)
                // `Element` in an extension of a collection is whatever the collection holds, and
                // `Index` whatever indexes it (a collection protocol's or Array's).
                if Compiler.standardTypeNames(of: .array([])).contains(extended) || extended == "Set" {
                    t.typeParameters = extended == "Set" || extended == "Sequence" ? ["Element"] : ["Element", "Index"]
                }
                builtinExtensions[extended] = t
            } else if let declared = types[extended] {
                t = declared
            } else {
                cannotFindType(e.extendedType, e.extendedType.trimmedText)
                continue
            }
            // A standard type's conformances are those the program adds (`extension Int: Summable {}`).
            for inh in (e.inheritanceClause?.inheritedTypes).elementsOrEmpty {
                for type in adoptedTypes(inh.type) { t.conformances.insert(type.trimmedText) }
            }
            if e.genericWhereClause != nil { conditionallyDeclaredStatics.formUnion(Self.staticMemberNames(e.memberBlock)) }
            typeDecls.append((d, t))
        }
        markInheritedClassOnlyProtocols()
        for (d, t) in typeDecls { declareTypeAliases(memberBlock(of: d).elementsOrEmpty.map(\.decl), in: t) }
        refuseRedeclaredConstrainedProperties(typeDecls)
        // Members.
        var bodies: [() -> Void] = []
        for (d, t) in Self.superclassesFirst(typeDecls) {
            guard let members = memberBlock(of: d) else { continue }
            let parameters = t.typeParameters
            // `extension Array where Element == Int`: `Element` is `Int` in its members. (Not a
            // program's `extension Box where V == Double`: its `Box(value: 2)` and `list.append(3)`
            // would need `V`'s conversions wherever `V` is reached, not only where it is written.)
            let sameTypes = t.kind == .builtin ? sameTypeBindings(d.as(ExtensionDeclSyntax.self), of: t) : [:]
            if let e = d.as(ExtensionDeclSyntax.self), t.isGeneric, t.kind != .protocolType, let w = e.genericWhereClause {
                // `extension Stack where Element: Equatable`: its members are there for every
                // `Stack` (swiftc refuses calls the clause excludes; we do not check them).
                // A standard collection's numeric `Element` is accepted where no literal may
                // take its type but those `Compiler+NumericElementExtensions` types.
                let governing = t.kind == .builtin ? Syntax(e) : nil
                guard withBoundTypeParameters(sameTypes, parameters, { readTypeParameters(nil, w, governing: governing) }) != nil else { continue }
            }
            // `extension Vec` of `struct Vec<T: Numeric>`: its literals may take `T` too.
            if let e = d.as(ExtensionDeclSyntax.self), t.kind != .builtin, !acceptNumericParameters(of: t, in: e, among: typeDecls) { continue }
            declaringType = t
            // Each body is compiled later; it sees the nested types of the type it belongs to,
            // and its type parameters.
            bodies += withBoundTypeParameters(sameTypes, parameters) {
                declareMembers(members, of: t, globals: globals, requirements: d.is(ProtocolDeclSyntax.self),
                               inExtension: d.is(ExtensionDeclSyntax.self))
            }.map { body in
                { [unowned self] in
                    let saved = declaringType
                    declaringType = t
                    withBoundTypeParameters(sameTypes, parameters, body)
                    declaringType = saved
                }
            }
            declaringType = nil
        }
        // Field positions: a class's own stored properties follow its superclasses'.
        // (Host classes, most of those in `types`, store nothing: their chains are not summed.)
        for t in types.values where t.kind == .classType && !t.storedNames.isEmpty {
            let base = t.fieldBase
            for (i, name) in t.storedNames.enumerated() { t.storedIndex[name] = base + i }
        }
        // A prelude checks cleanly, and is declared before the program: these refusals, which
        // read only what is declared so far, find nothing in it.
        if !ofPrelude { refuseValueTypesConformingToClassProtocols(typeDecls) }
        for t in types.values { t.protocols = orderedProtocols(t) }
        lendProtocolExtensionMembers(typeDecls)
        if !ofPrelude {
            refuseConditionalConformancesWithBehaviour(typeDecls)
            refuseMethodsHidingExtensionMethods(typeDecls)
            refuseNearMissWitnesses(typeDecls)
        }
        joinProtocolExtensionSubscripts(typeDecls, bodies: &bodies)
        // Top-level variables are visible inside functions declared anywhere in the file.
        var declaredHere: Set<String> = []
        for item in items {
            guard case .decl(let d) = item.item, let v = d.as(VariableDeclSyntax.self) else { continue }
            let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
            let isWeak = v.modifiers.contains { $0.name.text == "weak" }
            for b in v.bindings {
                guard let id = b.pattern.as(IdentifierPatternSyntax.self), b.accessorBlock == nil else { continue }
                // swiftc: "invalid redeclaration of 's'" for a second top-level `var s`.
                if !declaredHere.insert(id.identifier.text).inserted {
                    error(id, "invalid-redeclaration", "invalid redeclaration of '\(id.identifier.text)'")
                }
                let type = Self.writtenType(of: b, in: v).map { typeRef($0.type) } ?? simpleLiteralType(b.initializer?.value)
                predeclaredGlobals[id.identifier.text] = scope.declare(id.identifier.text, isLet: isLet, type: type, isWeak: isWeak)
            }
        }
        // Global functions.
        var generic: [(FunctionDeclSyntax, FunctionRef)] = []
        for item in items {
            guard case .decl(let d) = item.item, let f = d.as(FunctionDeclSyntax.self) else { continue }
            if f.genericParameterClause != nil {
                guard let generics = genericSignature(f) else { continue }
                genericParameters = generics
            }
            let ps = params(f.signature)
            let ref = functionRef(name: f.name.text, ps)
            ref.paramTypes = ps.map(\.type)
            ref.genericRequirements = genericRequirements(f, genericParameters)
            Self.recordTypeParameterUses(ref, f.signature.parameterClause.parameters, result: f.signature.returnClause?.type,
                                         Self.typeParameterNames(f.genericParameterClause, f.genericWhereClause))
            Self.recordFrameBoundTypeParameters(ref, f)
            if f.genericParameterClause != nil { generic.append((f, ref)) }
            Self.recordNumericParameters(ref, f)
            ref.metatypeParameters = Self.metatypeParameters(f)
            ref.fixity = f.modifiers.first { $0.name.text == "prefix" || $0.name.text == "postfix" }?.name.text
            // A result of type `T` is whatever was passed: the caller sees its own type.
            genericParameters = genericParameters.mapValues { _ in .any }
            ref.returnType = f.signature.returnClause.map { typeRef($0.type) }
            genericParameters = [:]
            ref.signature = functionType(f.signature, ps, generic: f.genericParameterClause != nil)
            // Overloads are told apart by their types as written (`**` on Int, on Double;
            // `f(_: Int)` beside `f(_: Any)`).
            ref.signatureSpelling = Self.declarationSpelling(f)
            ref.typeParameterConstraints = Self.typeParameterConstraints(f.genericParameterClause, f.genericWhereClause)
            if let existing = globalFunctions[ref.name],
               existing.contains(where: { $0.fullName == ref.fullName && $0.signatureSpelling == ref.signatureSpelling }) {
                error(f.name, "invalid-redeclaration", "invalid redeclaration of '\(Self.declaredName(ref))'")
            }
            globalFunctions[ref.name, default: []].append(ref)
            let rt = ref.returnType
            let typeParameters = f.genericParameterClause?.parameters.map(\.name.text) ?? []
            deferTopLevelFunction(f) { [unowned self] in
                let fn = withTypeParameters(typeParameters) {
                    compileFunction(params: ps, body: f.body, selfType: nil, selfMutable: false, returnType: rt,
                                    frameTypes: (ref.frameBoundTypeParameters, ObjectIdentifier(ref)))
                }
                ref.callable = Compiler.makeCallable(fn, name: ref.fullName, ctx: ctx, parent: .globals(globals))
                recordConformanceWitness(ref)
            }
        }
        Self.forwardingTypeParameters(generic, globals: globalFunctions)
        pendingTypeBodies = bodies
        if ctx.declaresGenericTypes { refuseConvertingTypeArguments(in: items) }
    }

    /// The type of an initial value when it is obvious without checking (`0`, `""`, `Foo(...)`).
    func simpleLiteralType(_ e: ExprSyntax?) -> TypeRef? {
        guard let e else { return nil }
        if e.is(IntegerLiteralExprSyntax.self) { return .named("Int") }
        if e.is(FloatLiteralExprSyntax.self) { return .named("Double") }
        if e.is(StringLiteralExprSyntax.self) { return .named("String") }
        if e.is(BooleanLiteralExprSyntax.self) { return .named("Bool") }
        if let number = literalDefaultType(e), case .named = number { return number }
        if let t = e.as(TupleExprSyntax.self), t.elements.count > 1 {
            // `var size = (w: 1.5, h: 2)`: `size.w = 3` later stores a Double.
            let types = t.elements.compactMap { simpleLiteralType($0.expression) }
            guard types.count == t.elements.count else { return nil }
            let labels = t.elements.map { $0.label?.text }
            return .tuple(types, labels: labels)
        }
        if let c = e.as(FunctionCallExprSyntax.self), let r = c.calledExpression.as(DeclReferenceExprSyntax.self),
           let t = types[r.baseName.text], t.kind != .enumType, t.failableInits.isEmpty {
            return .named(t.name)
        }
        return nil
    }

    /// The members of a type's or an extension's declaration.
    func memberBlock(of d: DeclSyntax) -> MemberBlockItemListSyntax? {
        d.groupMembers
    }

    /// A type the program declares. One named as a prelude's or a framework's type (`Timer`,
    /// `Notification`, `Bundle`) hides it from the program's code, as a module's own type hides
    /// an imported one in Swift; a second declaration of the program's is swiftc's error.
    func newType(_ name: String, _ kind: TypeDecl.Kind, node: some SyntaxProtocol) -> TypeDecl {
        if let earlier = types[name], !preludeTypes.contains(ObjectIdentifier(earlier)) {
            error(node, "invalid-redeclaration", "invalid redeclaration of '\(name)'")
        }
        let t = TypeDecl(name: name, kind: kind)
        noteDynamicAttributes(of: t, declaredBy: node)
        types[name] = t
        return t
    }
}

extension Compiler {
    /// The types an inheritance clause entry names: the protocols of a composition (`Equatable &
    /// CustomStringConvertible`), written there or through a top-level alias of one, else the
    /// entry itself. The interpreter took the composition, or the alias, as one unknown type.
    /// `expanded`: the aliases being expanded (one naming itself is taken as written).
    func adoptedTypes(_ type: TypeSyntax, expanded: Set<String> = []) -> [TypeSyntax] {
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.flatMap { adoptedTypes($0.type, expanded: expanded) }
        }
        if let name = type.as(IdentifierTypeSyntax.self), name.genericArgumentClause == nil, types[name.name.text] == nil,
           !expanded.contains(name.name.text), let alias = typeAliases[name.name.text], alias.genericParameterClause == nil,
           let composition = alias.initializer.value.as(CompositionTypeSyntax.self) {
            return adoptedTypes(TypeSyntax(composition), expanded: expanded.union([name.name.text]))
        }
        return [type]
    }

    /// `decls` ordered by how many of the program's classes each type's chain holds (a
    /// struct's, enum's or protocol's is none, a class's its own and its superclasses'), stable
    /// within one depth, so each class's declarations (and its extensions') come after its
    /// superclasses': a subclass written before its superclass overrides what the superclass
    /// declares, which must be known when the override is declared. Every declaration may move
    /// then; unchanged where no class comes before its superclass.
    static func superclassesFirst(_ decls: [(DeclSyntax, TypeDecl)]) -> [(DeclSyntax, TypeDecl)] {
        let declared = Set(decls.map { ObjectIdentifier($0.1) })
        var seen = Set<ObjectIdentifier>()
        var inOrder = true
        for (_, t) in decls {
            if let s = t.superclass, declared.contains(ObjectIdentifier(s)), !seen.contains(ObjectIdentifier(s)) { inOrder = false; break }
            seen.insert(ObjectIdentifier(t))
        }
        if inOrder { return decls }
        let depth = { (t: TypeDecl) in t.scriptClasses.count }
        return decls.enumerated().sorted { (depth($0.element.1), $0.offset) < (depth($1.element.1), $1.offset) }.map(\.element)
    }
}
