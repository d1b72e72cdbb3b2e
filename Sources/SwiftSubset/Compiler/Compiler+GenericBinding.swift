import SwiftSyntax

/// The one place where a generic type's parameters are bound at a call that makes an instance
/// (an initialiser or a memberwise initialiser): from the type arguments written
/// (`Stack<Double>()`), from the annotation the value is bound to (`let s: Stack<Double> =
/// Stack()`), else from the arguments' static types (`Stack(items: [2.5])`). A binding is
/// kept only when it is a type the compiler knows in full (`knownTypeArgument`); an argument
/// whose type is only known to running generic code leaves its parameter unbound. Bound
/// parameters give the arguments their types (`push`'s `1` becomes `1.0` through
/// `ReceiverBinding`, `Stack<Double>(items: [1])` holds `[1.0]`), and an instance whose every
/// parameter is bound records them (`TypeArguments`).
struct GenericBinding {
    /// Each bound type parameter's type.
    var types: [String: TypeRef] = [:]
    /// The parameters written with a type not known here (`Box<Any>(value: 2.5)`): never
    /// bound from the arguments (that made a `Box<Double>`), so the instance records none.
    var writtenUnknown: Set<String> = []
}

/// What binding a generic type's parameters gives a call that makes an instance.
struct BoundConstruction {
    /// The parameter types the arguments are compiled with.
    var paramTypes: [TypeRef?]
    /// The arguments converted to their bound type once evaluated (`Node<Int?>(value: 3)`
    /// passes `Optional(3)`), by argument index.
    var conversions: [(index: Int, type: TypeRef)]
    /// The type arguments the instance records, when all are known.
    var recorded: TypeArguments?

    /// `vals` converted to their bound types.
    func convert(_ vals: inout [Value]) {
        for c in conversions where c.index < vals.count { vals[c.index] = coerce(vals[c.index], to: c.type) }
    }
}

extension Compiler {
    /// Whether `type` is a type argument the compiler knows in full and can spell as Swift
    /// does: the standard library's named types, the program's own non-generic types, and
    /// optionals, arrays, sets, dictionaries and tuples of them.
    func knownTypeArgument(_ type: TypeRef) -> Bool {
        switch type {
        case .named(let n):
            if n == "Void" || TypeArguments.standardNames.contains(n) { return true }
            guard let t = types[n] else { return false }
            return !t.isGeneric && t.host == nil && t.kind != .protocolType && t.kind != .builtin
        case .optional(let t), .array(let t), .set(let t): return knownTypeArgument(t)
        case .dictionary(let k, let v), .keyValuePairs(let k, let v): return knownTypeArgument(k) && knownTypeArgument(v)
        case .tuple(let ts), .labeledTuple(let ts, _): return ts.allSatisfy(knownTypeArgument)
        case .function, .any: return false
        }
    }

    /// Binds the type parameters of `t` at a call that makes an instance: the parameter types
    /// its arguments are passed with, and the type arguments the instance records (nil unless
    /// all are known). A type whose converting type arguments the program writes elsewhere
    /// must have them all known here, or the call is refused (its values could need converting).
    func bindTypeParameters(_ t: TypeDecl, _ paramTypes: [TypeRef?], uses: [Int: TypeParameterUse], _ args: [CallArg],
                            explicit: GenericArgumentClauseSyntax?, node: some SyntaxProtocol) -> BoundConstruction {
        var binding = writtenBinding(of: t, explicit: explicit, call: enclosingCall(node))
        let written = Self.bindingParameterTypes(paramTypes, uses: uses, binding)
        let others = paramTypes.indices.filter { uses[$0] == nil }.map { paramTypes[$0] }
        inferBinding(&binding, uses: uses, args: args, paramTypes: written, others: others)
        let recorded = recordedArguments(t, binding)
        // A parameter written as `Any` or a protocol holds its values unconverted.
        let unknownUnwritten = t.typeParameters.contains { binding.types[$0] == nil && !binding.writtenUnknown.contains($0) }
        if recorded == nil, unknownUnwritten, typesWithConvertingArguments.contains(t.name) {
            error(node, "unsupported-generics",
                  "making a '\(t.name)' whose type arguments are not known here is not supported yet (its values could need converting)")
        }
        let conversions = uses.sorted { $0.key < $1.key }.compactMap { p, use in
            binding.types[use.name].map { (index: p, type: use.inArray ? TypeRef.array($0) : $0) }
        }
        return BoundConstruction(paramTypes: Self.bindingParameterTypes(written, uses: uses, binding), conversions: conversions,
                                 recorded: recorded)
    }

    /// The bindings written for `t` at a call: its explicit type arguments (`Stack<Double>(…)`),
    /// else those of the annotation of the variable the call initialises (`let s: Stack<Double>
    /// = Stack()`).
    func writtenBinding(of t: TypeDecl, explicit: GenericArgumentClauseSyntax?, call: ExprSyntax?) -> GenericBinding {
        var clause = explicit
        if clause == nil, let call, let annotated = Self.letAnnotation(initialisedBy: call), types[annotated.name.text] === t {
            clause = annotated.genericArgumentClause
        }
        var binding = GenericBinding()
        if clause == nil, let call, let assigned = staticTypeArgumentsAssigned(by: call), assigned.type === t {
            // `b = Box(value: 1)` with `b` a `Box<Double>`: Swift binds the call from `b`'s type.
            for (name, argument) in zip(t.typeParameters, assigned.arguments) { binding.types[name] = argument }
            return binding
        }
        guard let clause, !Self.isNestedInGenericType(t, types), clause.arguments.count == t.typeParameters.count else { return binding }
        for (name, argument) in zip(t.typeParameters, clause.arguments) {
            guard let written = argument.argument.as(TypeSyntax.self) else { continue }
            let type = typeRef(written)
            if knownTypeArgument(type) { binding.types[name] = type } else { binding.writtenUnknown.insert(name) }
        }
        return binding
    }

    /// The written type of the `let` that `call` initialises (`let s: Stack<Double> = Stack()`);
    /// nil for a `var`, which a later assignment could give a value made without the context.
    static func letAnnotation(initialisedBy call: ExprSyntax) -> IdentifierTypeSyntax? {
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self),
              declaration.bindingSpecifier.tokenKind == .keyword(.let) else { return nil }
        return binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)
    }

    /// Adds to `binding` what the arguments' static types bind (after literals that share a
    /// type parameter took their shared type, `paramTypes`): a `T` parameter binds `T` to its
    /// argument's type, a `[T]` one to its element type. `others` are the static types of the
    /// parameters that bind nothing here; one of them mentioning a type parameter (`T?`) makes
    /// literal-typed bindings uncertain, so they are then left out.
    func inferBinding(_ binding: inout GenericBinding, uses: [Int: TypeParameterUse], args: [CallArg], paramTypes: [TypeRef?],
                      others: [TypeRef?]) {
        let uncertainLiterals = others.contains { $0.map(Self.mentionsAny) ?? true }
        for (p, use) in uses.sorted(by: { $0.key < $1.key })
        where p < args.count && binding.types[use.name] == nil && !binding.writtenUnknown.contains(use.name) {
            let syntax = args[p].syntax
            let literal = literalDefaultType(syntax)
            var type = p < paramTypes.count ? paramTypes[p] : nil
            if case .any? = type { type = nil }
            if use.inArray, case .array(.any)? = type { type = nil }
            if type == nil { type = literal ?? quietType(syntax) }
            if literal != nil, uncertainLiterals { continue }
            guard var found = type else { continue }
            if use.inArray {
                guard case .array(let element) = found else { continue }
                found = element
            }
            guard knownTypeArgument(found) else { continue }
            binding.types[use.name] = found
        }
    }

    /// `paramTypes` with each parameter of a bound type parameter given its binding.
    static func bindingParameterTypes(_ paramTypes: [TypeRef?], uses: [Int: TypeParameterUse], _ binding: GenericBinding) -> [TypeRef?] {
        var result = paramTypes
        for (p, use) in uses where p < result.count {
            guard let bound = binding.types[use.name] else { continue }
            result[p] = use.inArray ? .array(bound) : bound
        }
        return result
    }

    /// The type arguments an instance of `t` made with `binding` records: nil unless every
    /// type parameter of `t` is bound.
    func recordedArguments(_ t: TypeDecl, _ binding: GenericBinding) -> TypeArguments? {
        guard t.isGeneric, t.kind != .enumType, !Self.isNestedInGenericType(t, types) else { return nil }
        let bound = t.typeParameters.compactMap { binding.types[$0] }
        return bound.count == t.typeParameters.count ? TypeArguments(bound) : nil
    }

    /// Refuses, for a type whose converting type arguments the program writes, what would put
    /// a value in a `T`-typed place of an instance without the instance's binding converting
    /// it: writing its property of a type that mentions a type parameter from outside the type
    /// (`s.items.append(1)` on a `Stack<Double>` stores `1.0` in Swift; a method given no
    /// value, `s.items.removeAll()`, is allowed). True when refused.
    func refuseUnboundWrite(_ base: ExprSyntax, _ name: String, node: some SyntaxProtocol) -> Bool {
        guard !typesWithConvertingArguments.isEmpty, !Self.isCallWithoutArguments(on: base.parent) else { return false }
        guard case .named(let n)? = quietType(base), let t = types[n],
              typesWithConvertingArguments.contains(t.name), declaringType !== t,
              let index = t.storedNames.firstIndex(of: name) else { return false }
        if let stored = t.storedTypes[index], !Self.mentionsAny(stored) { return false }
        error(node, "unsupported-generics",
              "changing '\(name)' of a '\(t.name)' from outside it is not supported yet (its values could need converting to a type argument)")
        return true
    }

    /// Whether `member` (`s.items`) is the receiver of a method called with no arguments
    /// (`s.items.removeAll()`).
    private static func isCallWithoutArguments(on member: Syntax?) -> Bool {
        guard let method = member?.parent?.as(MemberAccessExprSyntax.self),
              let call = method.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ExprSyntax(method).id else { return false }
        return call.arguments.isEmpty && call.trailingClosure == nil
    }

    /// Refuses, for such a type, a number literal passed to a method's parameter whose type
    /// mentions a type parameter other than as `T` or `[T]` (`T?`), which the receiver's
    /// binding does not convert.
    func refuseUnboundLiteralArguments(_ t: TypeDecl, _ ref: FunctionRef, _ args: [CallArg]) {
        guard typesWithConvertingArguments.contains(t.name) else { return }
        for (i, a) in args.enumerated() where i < ref.paramTypes.count && ref.typeParameterUses[i] == nil {
            guard literalDefaultType(a.syntax) != nil, ref.paramTypes[i].map(Self.mentionsAny) ?? true else { continue }
            error(a.syntax, "unsupported-generics",
                  "a number literal passed where its type depends on a type argument of '\(t.name)' is not supported yet")
        }
    }

    /// Whether `t` is nested in a generic type (whose arguments Swift spells before its name).
    static func isNestedInGenericType(_ t: TypeDecl, _ types: [String: TypeDecl]) -> Bool {
        guard let outer = t.name.enclosingName else { return false }
        return types[outer]?.isGeneric ?? false
    }

    /// Whether a static type holds `Any` anywhere (a type parameter, or a type not known here).
    static func mentionsAny(_ type: TypeRef) -> Bool {
        type.contains { part in
            switch part {
            case .any, .function: return true
            default: return false
            }
        }
    }
}
