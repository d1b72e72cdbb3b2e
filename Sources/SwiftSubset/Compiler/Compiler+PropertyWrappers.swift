import SwiftSyntax

/// A variable or property that carries a property wrapper the program declares
/// (`@Clamped(low: 0, high: 9) var digit = 4`).
struct WrapperUse {
    let attribute: AttributeSyntax
    let wrapper: TypeDecl
    let shape: WrapperShape
    let binding: PatternBindingSyntax
    /// The wrapped name (`digit`); the storage is `_digit`, the projection `$digit`.
    let name: String
    /// The wrapped value's type as written on the variable, or else on the wrapper's `wrappedValue`.
    let wrappedType: TypeSyntax?
    /// The attribute's arguments (`low: 0, high: 9`).
    let arguments: [CallArg]
    /// The storage's type as written in the generated declaration (`Clamped<Int>`).
    let storageType: String
    /// The projection's type, with a generic wrapper's type parameter bound.
    let projectedType: String?
    /// The initial wrapped value (`4`).
    var initial: ExprSyntax? { binding.initializer?.value }

    /// Whether the storage can be made without an initialiser's help: from the initial value,
    /// the attribute's arguments, or the wrapper's `init()`.
    var hasDefault: Bool { initial != nil || !arguments.isEmpty || shape.hasPlainInit }

    /// Whether the memberwise initialiser takes the wrapped value (wrapping it) rather than
    /// the wrapper itself: with an initial value, or when the wrapper can only be made from
    /// one (swiftc: a wrapper with `init()` is passed whole, `S(x: W(wrappedValue: 3))`).
    var memberwiseTakesWrappedValue: Bool {
        initial != nil || arguments.isEmpty && shape.hasWrappedValueInit && !shape.hasPlainInit
    }
}

/// What a wrapper type's declaration offers, read from its syntax (it may be declared after
/// the types that use it).
struct WrapperShape {
    var wrappedType: TypeSyntax?
    var wrappedSettable = false
    var hasProjection = false
    var projectedType: TypeSyntax?
    var projectedSettable = false
    var hasWrappedValueInit = false
    var hasPlainInit = false
    var isGeneric = false
    /// The type parameters of a generic wrapper (`Value` of `Clamped<Value>`).
    var typeParameters: [String] = []

    init(_ group: DeclGroupSyntax) {
        var declaresInit = false
        var othersHaveDefaults = true
        var wrappedStored = false
        var wrappedHasDefault = false
        for member in group.memberBlock.members {
            if let i = member.decl.as(InitializerDeclSyntax.self) {
                declaresInit = true
                let params = i.signature.parameterClause.parameters
                if params.isEmpty { hasPlainInit = true }
                if params.first?.firstName.text == "wrappedValue" { hasWrappedValueInit = true }
                continue
            }
            guard let v = member.decl.as(VariableDeclSyntax.self),
                  !v.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { continue }
            let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
            let privateSetter = v.modifiers.contains { $0.name.text == "private" && $0.detail != nil }
            for b in v.bindings {
                let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                let settable = !isLet && !privateSetter && Self.hasSetter(b.accessorBlock)
                if Self.isStored(b.accessorBlock) {
                    let hasDefault = b.initializer != nil || !isLet && b.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
                    if name == "wrappedValue" {
                        (wrappedStored, wrappedHasDefault) = (true, hasDefault)
                    } else if !hasDefault {
                        othersHaveDefaults = false
                    }
                }
                if name == "wrappedValue" {
                    wrappedType = b.typeAnnotation?.type
                    wrappedSettable = settable
                } else if name == "projectedValue" {
                    hasProjection = true
                    projectedType = b.typeAnnotation?.type
                    projectedSettable = settable
                }
            }
        }
        // A struct without initialisers has the memberwise one (`init(wrappedValue:)` when
        // `wrappedValue` is its only property without a default) and `init()` when every
        // property has a default.
        let allStoredHaveDefaults = othersHaveDefaults && (wrappedHasDefault || !wrappedStored)
        if !declaresInit && group.is(StructDeclSyntax.self) {
            hasPlainInit = allStoredHaveDefaults
            hasWrappedValueInit = wrappedStored && othersHaveDefaults
        }
        // A class without initialisers has `init()` when every property has a default.
        if !declaresInit && group.is(ClassDeclSyntax.self) { hasPlainInit = allStoredHaveDefaults }
        let generics = group.as(StructDeclSyntax.self)?.genericParameterClause ?? group.as(ClassDeclSyntax.self)?.genericParameterClause
        typeParameters = generics?.parameters.map(\.name.text) ?? []
        isGeneric = generics != nil
    }

    /// A stored property: no accessors, or only observers.
    static func isStored(_ block: AccessorBlockSyntax?) -> Bool {
        guard let block else { return true }
        guard case .accessors(let list) = block.accessors else { return false }
        return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    /// Whether a `var` with these accessors can be assigned.
    static func hasSetter(_ block: AccessorBlockSyntax?) -> Bool {
        guard let block else { return true }
        guard case .accessors(let list) = block.accessors else { return false }
        return list.contains { ["set", "willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }
}

extension Compiler {
    /// The property wrapper on `v`, nil when it has none the program declares. A use this
    /// interpreter cannot run exactly is refused at its attribute (and nil).
    func propertyWrapperUse(_ v: VariableDeclSyntax, topLevel: Bool = false) -> WrapperUse? {
        let attributes = v.attributes.compactMap { $0.as(AttributeSyntax.self) }
        guard !attributes.isEmpty else { return nil }
        let root = Syntax(v).root
        let wrappers = Self.propertyWrappers(in: root)
        let wrapping = attributes.filter { wrappers[$0.attributeName.trimmedText] != nil }
        guard let attribute = wrapping.first, let group = wrappers[attribute.attributeName.trimmedText] else {
            return nil
        }
        func refuse(_ message: String) -> WrapperUse? {
            error(attribute, "unsupported", message)
            return nil
        }
        if topLevel { return refuse("property wrappers are not yet supported in top-level code") }
        if wrapping.count > 1 { return refuse("composed property wrappers are not supported yet") }
        let shape = WrapperShape(group)
        guard v.bindingSpecifier.tokenKind == .keyword(.var) else {
            return refuse("property wrapper can only be applied to a 'var'")
        }
        guard v.bindings.count == 1, let b = v.bindings.first, let id = b.pattern.as(IdentifierPatternSyntax.self),
              b.accessorBlock == nil,
              !v.modifiers.contains(where: { ["static", "class", "lazy", "weak", "unowned"].contains($0.name.text) }),
              let wrapper = types[attribute.attributeName.trimmedText]
        else { return refuse("a property wrapper on this declaration is not supported yet") }
        guard shape.wrappedType != nil || b.typeAnnotation != nil else {
            return refuse("a property wrapper whose wrapped value has no written type is not supported yet")
        }
        // A generic wrapper is bound by the variable's written type when its wrapped value is
        // its only type parameter (`@Clamped(0...9) var n: Int` stores a `Clamped<Int>`).
        var storageType = wrapper.name
        var projectedType = shape.projectedType?.trimmedText
        // Without a written type, a plain literal's own (`@Logged var name = "x"` wraps a String).
        let written = b.typeAnnotation?.type ?? Self.plainLiteralType(b.initializer?.value)
        if shape.isGeneric {
            guard shape.typeParameters.count == 1, let parameter = shape.typeParameters.first,
                  shape.wrappedType?.trimmedText == parameter, let written else {
                return refuse("generic property wrappers are not supported yet")
            }
            storageType += "<\(written.trimmedText)>"
            projectedType = shape.projectedType.map { type in
                type.tokens(viewMode: .sourceAccurate).map { $0.text == parameter ? written.trimmedText : $0.text }.joined()
            }
        }
        var arguments: [CallArg] = []
        if case .argumentList(let list)? = attribute.arguments {
            arguments = list.map { CallArg(label: $0.label?.text, syntax: $0.expression, isTrailing: false) }
        }
        let use = WrapperUse(attribute: attribute, wrapper: wrapper, shape: shape, binding: b, name: id.identifier.text,
                             wrappedType: shape.isGeneric ? written : b.typeAnnotation?.type ?? shape.wrappedType, arguments: arguments,
                             storageType: storageType, projectedType: projectedType)
        return use
    }

    /// The type Swift gives `e` when it is a plain integer, floating-point, string or Boolean
    /// literal; nil for anything else.
    static func plainLiteralType(_ e: ExprSyntax?) -> TypeSyntax? {
        guard let e else { return nil }
        let name: String
        if e.is(IntegerLiteralExprSyntax.self) {
            name = "Int"
        } else if e.is(FloatLiteralExprSyntax.self) {
            name = "Double"
        } else if e.is(StringLiteralExprSyntax.self) {
            name = "String"
        } else if e.is(BooleanLiteralExprSyntax.self) {
            name = "Bool"
        } else {
            return nil
        }
        return TypeSyntax(IdentifierTypeSyntax(name: .identifier(name)))
    }

    /// `@W var x` in a struct or class: the stored `_x` holds the wrapper, `x` reads and
    /// assigns its `wrappedValue`, `$x` its `projectedValue`, and the memberwise initialiser
    /// takes `x` (SE-0258). Returns the bodies to compile once every type is declared.
    func declareWrappedProperty(_ use: WrapperUse, of t: TypeDecl, globals: EnvBox, inExtension: Bool) -> [() -> Void] {
        let source = "struct S {\nvar _\(use.name): \(use.storageType)\n\(Self.wrapperAccessors(use))\n}"
        guard let members = Self.parseFolded(source).statements.first?.item.as(StructDeclSyntax.self)?.memberBlock.members
        else { return [] }
        var bodies = declareMembers(members, of: t, globals: globals, requirements: false, inExtension: inExtension)
        guard let index = t.storedNames.lastIndex(of: "_" + use.name) else { return bodies }
        let wrappedType = use.wrappedType.map(typeRef)
        t.wrappedStorage[index] = WrappedStorage(
            label: use.name, parameterType: use.memberwiseTakesWrappedValue ? wrappedType : .named(use.wrapper.name))
        if use.hasDefault { t.storedDefaults[index] = { _ throws(Interrupt) in .void } }
        bodies.append { [unowned self] in
            if !use.hasDefault && (t.kind == .classType || t.hasUserInit) {
                // Swift initialises the storage from the first assignment in an initialiser.
                error(use.attribute, "unsupported", "a wrapped property without an initial value in a type with its own initialisers is not supported yet")
                return
            }
            let saved = scope
            scope = FunctionScope(parent: saved, selfType: t, selfMutable: false, isStatic: true)
            let placeholder = scope.declare("wrapped$value", isLet: true, type: wrappedType).slot
            var wrapRun: Expr? = nil
            if use.memberwiseTakesWrappedValue || use.initial != nil {
                let value = CallArg(label: "wrappedValue", syntax: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("wrapped$value"))), isTrailing: false)
                wrapRun = construct(use.wrapper, [value] + use.arguments, node: use.attribute).run
            }
            var initialRun: Expr? = nil
            if let initialExpr = use.initial { initialRun = expr(initialExpr, expected: wrappedType).run }
            var plainRun: Expr? = nil
            if use.initial == nil && use.hasDefault { plainRun = construct(use.wrapper, use.arguments, node: use.attribute).run }
            let size = scope.slotCount + 1
            scope = saved
            var wrap: ((Value) throws(Interrupt) -> Value)? = nil
            if let wrapRun {
                wrap = { value throws(Interrupt) in
                    let env = Env(size: size, parent: globals.env)
                    env.slots[placeholder] = wrappedType.map { coerce(value, to: $0) } ?? value
                    return try wrapRun(env)
                }
            }
            var initial: Thunk? = nil
            if let initialRun {
                initial = { _ throws(Interrupt) in
                    let v = try initialRun(Env(size: size, parent: globals.env))
                    return wrappedType.map { coerce(v, to: $0) } ?? v
                }
            }
            t.wrappedStorage[index]?.wrap = use.memberwiseTakesWrappedValue ? wrap : nil
            t.wrappedStorage[index]?.initialValue = use.memberwiseTakesWrappedValue ? initial : nil
            if let initial, let wrap {
                let full: Thunk = { env throws(Interrupt) in try wrap(try initial(env)) }
                t.storedDefaults[index] = full
            } else if let plainRun {
                let full: Thunk = { _ throws(Interrupt) in try plainRun(Env(size: size, parent: globals.env)) }
                t.storedDefaults[index] = full
            }
        }
        return bodies
    }

    /// `@W var x` inside a function: a local `_x` holding the wrapper, and `x` and `$x` as
    /// variables with accessors reading it.
    func wrappedLocal(_ use: WrapperUse) -> Stmt {
        if !use.hasDefault {
            error(use.attribute, "unsupported", "a wrapped local variable without an initial value is not supported yet")
            return { _ throws(Interrupt) in .normal }
        }
        var args = use.arguments
        if let initial = use.initial {
            args.insert(CallArg(label: "wrappedValue", syntax: initial, isTrailing: false), at: 0)
        }
        let made = construct(use.wrapper, args, node: use.attribute).run
        let slot = scope.declare("_" + use.name, isLet: false, type: .named(use.wrapper.name)).slot
        var stmts = [storeStatement(slot: slot, made, weak: false, coerceTo: nil)]
        for statement in Self.parseFolded(Self.wrapperAccessors(use)).statements {
            guard let v = statement.item.as(VariableDeclSyntax.self), let b = v.bindings.first, let block = b.accessorBlock,
                  let s = variableWithAccessors(b, block, isLet: false) else { continue }
            stmts.append(s)
        }
        let all = stmts
        return { env throws(Interrupt) in
            for s in all { _ = try s(env) }
            return .normal
        }
    }

    /// Synthesised declarations, parsed and folded as the program is.
    private static func parseFolded(_ source: String) -> SourceFileSyntax {
        let parsed = BacktickedIdentifiers.unquoted(SubsetParser.parse(source), source: source).file
        return OperatorFolding.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
    }

    /// The source of `x` and `$x` as computed variables over the storage `_x`.
    private static func wrapperAccessors(_ use: WrapperUse) -> String {
        let storage = "_" + use.name
        let type = use.wrappedType.map { ": " + $0.trimmedText } ?? ""
        // In backticks: a property may be named with a keyword (`` var `default` ``).
        var source = "var `\(use.name)`\(type) { get { return \(storage).wrappedValue }"
        if use.shape.wrappedSettable { source += " set { \(storage).wrappedValue = newValue }" }
        source += " }\n"
        if use.shape.hasProjection {
            let projected = use.projectedType.map { ": " + $0 } ?? ""
            source += "var $\(use.name)\(projected) { get { return \(storage).projectedValue }"
            if use.shape.projectedSettable { source += " set { \(storage).projectedValue = newValue }" }
            source += " }\n"
        }
        return source
    }

    /// The declarations of the types the program marks `@propertyWrapper`, by name.
    private static func propertyWrappers(in root: Syntax) -> [String: DeclGroupSyntax] {
        var found: [String: DeclGroupSyntax] = [:]
        for group in root.descendants(AttributeListSyntax.self) {
            guard group.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "propertyWrapper" }),
                  let parent = group.parent else { continue }
            if let s = parent.as(StructDeclSyntax.self) { found[s.name.text] = s }
            if let c = parent.as(ClassDeclSyntax.self) { found[c.name.text] = c }
            if let e = parent.as(EnumDeclSyntax.self) { found[e.name.text] = e }
        }
        return found
    }
}
