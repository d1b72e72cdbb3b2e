import SwiftSyntax

/// The type arguments a call of a generic function or method binds, for the function's
/// frame. Pushed by the call (`RunContext.frameTypeBindings`) around the call, read once when
/// the function's body starts into hidden locals (`T$type`), which its nested functions and
/// closures capture as they capture any local.
struct FrameTypeBinding {
    /// The function the binding is for: a frame that reads another function's binding is
    /// refused at run time (the function reached as a value, not called by name).
    let owner: ObjectIdentifier
    /// Per bound type parameter, in the order of `FunctionRef.frameBoundTypeParameters`, the
    /// type it is bound to (`BoundType`).
    let types: [Value]
    /// The bound type parameters (by position in `types`) read instead from the number an
    /// argument holds, by the function's parameter index (`NumberKindBinding`).
    var fromArguments: [(position: Int, parameter: Int)] = []
}

/// A type parameter a generic function's written result type passes to a generic type:
/// `T` in `-> Box<T>` or `-> Box<T>?` is the type's argument at `position`.
struct GenericResultUse {
    let typeName: String
    let position: Int
    let optional: Bool
}

/// A generic function's own type parameters cast to (`element as? T`, `x is T`, `x as! T`) or
/// used as values (`T.self`, `T()`, `T.zero`: `Compiler+TypeParameterValues.swift`) with the
/// type the call binds, where the call knows it (`let r: [Int] = flatten(list)` binds `T` to
/// `Int`). Only types whose test is exact are bound: `Int`, `Double`, `String`, `Bool`,
/// `Character`, the fixed-width integers, or a non-generic struct, class or enum of the
/// program; any other call of such a function is refused at the call.
extension Compiler {
    /// The hidden local holding a type parameter's bound type.
    static func boundTypeSlotName(_ parameter: String) -> String { parameter + "$type" }

    /// The type parameters of a generic function or method that its body casts to (`as? T`,
    /// `as! T`, `is T`) or uses as a value (`T.self`, `T()`, `T.zero`), which its calls must
    /// bind, with those it casts to. None when a nested declaration declares a type parameter
    /// of the same name (a use inside it would mean the nested one).
    static func frameBoundTypeParameters(_ clause: GenericParameterClauseSyntax?, body: CodeBlockSyntax?) -> (all: [String], cast: Set<String>) {
        guard let clause, let body else { return ([], []) }
        let own = Set(clause.parameters.map(\.name.text))
        let shadowed = Set(Syntax(body).descendants(GenericParameterSyntax.self).map(\.name.text))
        var used: Set<String> = [], cast: Set<String> = []
        func note(_ name: String?, isCast: Bool) {
            guard let name, own.contains(name), !shadowed.contains(name) else { return }
            used.insert(name)
            if isCast { cast.insert(name) }
        }
        for a in Syntax(body).descendants(AsExprSyntax.self) where a.questionOrExclamationMark != nil {
            note(a.type.as(IdentifierTypeSyntax.self)?.name.text, isCast: true)
        }
        for i in Syntax(body).descendants(IsExprSyntax.self) { note(i.type.as(IdentifierTypeSyntax.self)?.name.text, isCast: true) }
        for r in Syntax(body).descendants(DeclReferenceExprSyntax.self) where isTypeParameterValueUse(r) {
            note(r.baseName.text, isCast: false)
        }
        return (clause.parameters.map(\.name.text).filter(used.contains), cast)
    }

    /// Records on `ref` the type parameters the calls of `f` bind for its frame.
    static func recordFrameBoundTypeParameters(_ ref: FunctionRef, _ f: FunctionDeclSyntax) {
        let found = frameBoundTypeParameters(f.genericParameterClause, body: f.body)
        // A number literal taking a numeric type parameter's type needs it bound too.
        let takenByLiterals = typeParametersTakenByLiterals(f)
        ref.frameBoundTypeParameters = takenByLiterals.isEmpty ? found.all
            : (f.genericParameterClause?.parameters.map(\.name.text) ?? []).filter { found.all.contains($0) || takenByLiterals.contains($0) }
        ref.frameCastTypeParameters = found.cast
        let own = Set(f.genericParameterClause?.parameters.map(\.name.text) ?? [])
        // `_ x: (n: T, k: T)` and `_ m: [[T]]` bind `T` too.
        for (i, p) in f.signature.parameterClause.parameters.enumerated() {
            if let tuple = p.type.as(TupleTypeSyntax.self), tuple.elements.count > 1 {
                let names = Set(tuple.elements.map { $0.type.as(IdentifierTypeSyntax.self)?.name.text ?? "" })
                if names.count == 1, let name = names.first, own.contains(name) { ref.tupleTypeParameters[i] = name }
            } else if var element = p.type.as(ArrayTypeSyntax.self)?.element.as(ArrayTypeSyntax.self)?.element {
                var depth = 2
                while let inner = element.as(ArrayTypeSyntax.self) { element = inner.element; depth += 1 }
                if let name = element.as(IdentifierTypeSyntax.self)?.name.text, own.contains(name) {
                    ref.nestedArrayTypeParameters[i] = (name, depth)
                }
            }
        }
        ref.genericResultUses = genericResultUses(f.signature.returnClause?.type, own: Set(found.all))
    }

    /// The type parameters among `own` that a written result type passes to a generic type,
    /// each once (`-> Pair<T, T>` is left out: a call's annotation binds it twice).
    static func genericResultUses(_ result: TypeSyntax?, own: Set<String>) -> [String: GenericResultUse] {
        guard var type = result, !own.isEmpty else { return [:] }
        var optional = false
        if let o = type.as(OptionalTypeSyntax.self) { type = o.wrappedType; optional = true }
        guard let generic = type.as(IdentifierTypeSyntax.self), let clause = generic.genericArgumentClause else { return [:] }
        var uses: [String: GenericResultUse] = [:], repeated: Set<String> = []
        for (i, argument) in clause.arguments.enumerated() {
            guard let name = argument.argument.as(IdentifierTypeSyntax.self)?.name.text, own.contains(name) else { continue }
            if uses[name] != nil { repeated.insert(name) }
            uses[name] = GenericResultUse(typeName: generic.name.text, position: i, optional: optional)
        }
        return uses.filter { !repeated.contains($0.key) }
    }

    /// What the type a call's result initialises a `let` or `var` annotated with binds `use`'s
    /// type parameter to: `let root: Node<String> = decode(…)!` (through `!` where the result
    /// is optional), `let b: Box<Int>? = make()`; nil where the call is not so placed or the
    /// annotation names another type.
    private func annotatedGenericResult(_ call: ExprSyntax?, _ use: GenericResultUse) -> TypeRef? {
        guard let call else { return nil }
        var at = Syntax(call)
        while let wrapper = at.parent, wrapper.is(TryExprSyntax.self) || wrapper.is(AwaitExprSyntax.self) { at = wrapper }
        var unwrapped = false
        if let f = at.parent?.as(ForceUnwrapExprSyntax.self), use.optional { at = Syntax(f); unwrapped = true }
        guard let binding = at.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              var type = binding.typeAnnotation?.type else { return nil }
        if let o = type.as(OptionalTypeSyntax.self), !use.optional || !unwrapped { type = o.wrappedType }
        else if use.optional && !unwrapped { return nil }
        guard let generic = type.as(IdentifierTypeSyntax.self), generic.name.text == use.typeName,
              let arguments = generic.genericArgumentClause?.arguments, use.position < arguments.count,
              let argument = arguments[arguments.index(arguments.startIndex, offsetBy: use.position)].argument.as(TypeSyntax.self)
        else { return nil }
        return typeRef(argument)
    }

    /// The test of a value against the type a running frame bound `type` to (a bare type
    /// parameter bound by the enclosing generic function's call or by the receiver's type
    /// arguments, `typeParameterValue`); nil where `type` is no such parameter.
    func boundTypeTest(_ type: TypeSyntax) -> ((Env) throws(Interrupt) -> (Value) throws(Interrupt) -> Bool)? {
        guard let name = type.as(IdentifierTypeSyntax.self)?.name.text, let read = typeParameterValue(name, at: type) else { return nil }
        return { env throws(Interrupt) in
            let bound = try read(env)
            guard let test = BoundType.test(bound) else {
                throw .unsupported("casting to '\(name)', bound to '\(BoundType.name(bound))', is not supported yet")
            }
            return { v throws(Interrupt) in test(v) }
        }
    }

    /// `call` of `ref` with its frame's type parameters bound around it; refused at `node`
    /// where the call does not bind one of them to a type whose test is exact.
    func bindingFrameTypes(_ call: Compiled, _ ref: FunctionRef, mapping: [Int], _ args: [CallArg], expected: TypeRef?,
                           node: some SyntaxProtocol, callSyntax: ExprSyntax?) -> Compiled {
        var bound: [Value] = []
        // The caller's own bindings some are read from when the call runs, by position.
        var forwarded: [(Int, (Env) throws(Interrupt) -> Value)] = []
        var fromArguments: [(position: Int, parameter: Int)] = []
        for name in ref.frameBoundTypeParameters {
            if let type = frameBinding(of: name, ref, mapping: mapping, args, expected: expected, call: callSyntax),
               let value = BoundType.value(of: type, declared: types), BoundType.test(value) != nil {
                bound.append(value)
            } else if let read = forwardedBinding(of: name, ref, mapping: mapping, args, node: node) {
                forwarded.append((bound.count, read))
                bound.append(.void)
            } else if let parameter = numberKindParameter(of: name, ref, node: node) {
                fromArguments.append((bound.count, parameter))
                bound.append(.void)
            } else {
                let use = ref.frameCastTypeParameters.contains(name) ? "cast to" : "used as a value"
                error(node, "unsupported-generics",
                      "calling '\(ref.fullName)' here, where its type parameter '\(name)' (\(use) in its body) is not known, is not supported yet")
                return Compiled({ _ throws(Interrupt) in .void }, call.type)
            }
        }
        let owner = ObjectIdentifier(ref)
        let run = call.run, ctx = ctx
        guard forwarded.isEmpty else {
            let fixed = bound
            return Compiled({ env throws(Interrupt) in
                var types = fixed
                for (i, read) in forwarded { types[i] = try read(env) }
                ctx.frameTypeBindings.append(FrameTypeBinding(owner: owner, types: types, fromArguments: fromArguments))
                defer { ctx.frameTypeBindings.removeLast() }
                return try run(env)
            }, call.type)
        }
        let binding = FrameTypeBinding(owner: owner, types: bound, fromArguments: fromArguments)
        return Compiled({ env throws(Interrupt) in
            ctx.frameTypeBindings.append(binding)
            defer { ctx.frameTypeBindings.removeLast() }
            return try run(env)
        }, call.type)
    }

    /// The parameters of a generic function whose type is a type parameter's metatype
    /// (`_ type: T.Type`), by index, with the parameter's name.
    static func metatypeParameters(_ f: FunctionDeclSyntax) -> [Int: String] {
        let own = Set(f.genericParameterClause?.parameters.map(\.name.text) ?? [])
        var found: [Int: String] = [:]
        for (i, p) in f.signature.parameterClause.parameters.enumerated() {
            if let m = p.type.as(MetatypeTypeSyntax.self), m.metatypeSpecifier.text == "Type",
               let name = m.baseType.as(IdentifierTypeSyntax.self)?.name.text, own.contains(name) {
                found[i] = name
            }
        }
        return found
    }

    /// What a call binds `name` to: the contextual type of a result of type `T` or `[T]`, the
    /// annotation a result of a generic type of `T` initialises (`annotatedGenericResult`), and
    /// the static types of arguments for parameters of type `T` or `[T]`; nil when they give
    /// nothing or disagree. A result passed as `Any` (`print(id(3))`, `let a: Any = id(3)`)
    /// leaves `T` to the arguments, as Swift does when they agree (where they do not, Swift
    /// binds `Any`, which is refused here). A number literal argument binds its default type
    /// only where nothing around the result asks for another (`[id(1), 2.5]` binds `Double`).
    private func frameBinding(of name: String, _ ref: FunctionRef, mapping: [Int], _ args: [CallArg], expected: TypeRef?,
                              call: ExprSyntax?) -> TypeRef? {
        var found: [TypeRef] = []
        var literals: [ExprSyntax] = []
        var literalArgument = false
        let passedAsAny = { if case .any? = expected { true } else { false } }()
        let resultIsBound = ref.resultTypeParameter?.name == name
        if let result = ref.resultTypeParameter, resultIsBound, let expected, !passedAsAny {
            if !result.inArray { found.append(expected) } else if case .array(let e) = expected { found.append(e) }
        }
        if let use = ref.genericResultUses[name], let annotated = annotatedGenericResult(call, use) { found.append(annotated) }
        for (a, p) in mapping.enumerated() where a < args.count {
            if ref.metatypeParameters[p] == name {
                // `Int.self` for `_ type: T.Type`.
                guard let m = args[a].syntax.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "self",
                      let base = m.base?.as(DeclReferenceExprSyntax.self) else { return nil }
                found.append(.named(base.baseName.text))
                continue
            }
            if ref.tupleTypeParameters[p] == name {
                // `binomial((5, 3))` for `_ x: (n: T, k: T)`: the elements bind it.
                let syntax = args[a].syntax
                if syntax.as(TupleExprSyntax.self)?.elements.contains(where: { literalDefaultType($0.expression) != nil }) == true {
                    literalArgument = true
                }
                switch quietType(syntax) {
                case .tuple(let ts)?, .labeledTuple(let ts, _)?:
                    guard let e = ts.first, ts.allSatisfy({ $0.description == e.description }) else { return nil }
                    found.append(e)
                default: return nil
                }
                continue
            }
            if let nested = ref.nestedArrayTypeParameters[p], nested.name == name {
                // `matrixSum(m)` with `m: [[Double]]` for `_ m: [[T]]`.
                guard var t = quietType(args[a].syntax), args[a].syntax.as(ArrayExprSyntax.self) == nil else { return nil }
                for _ in 0..<nested.depth {
                    guard case .array(let e) = t else { return nil }
                    t = e
                }
                found.append(t)
                continue
            }
            guard let use = ref.typeParameterUses[p], use.name == name else { continue }
            let syntax = args[a].syntax
            let elements = !use.inArray || use.isVariadic ? [syntax] : syntax.as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? []
            if elements.contains(where: { literalDefaultType($0) != nil }) { literalArgument = true }
            if !use.inArray || use.isVariadic, literalDefaultType(syntax) != nil {
                // A number literal takes the type the other arguments bind (`gcd(x, 200)`
                // with `x: UInt8`); alone, its default type.
                literals.append(syntax)
                continue
            }
            guard let t = quietType(syntax) else { return nil }
            if !use.inArray || use.isVariadic { found.append(t) } else if case .array(let e) = t { found.append(e) } else { return nil }
        }
        if found.isEmpty {
            for l in literals { if let t = quietType(l) { found.append(t) } else { return nil } }
        } else if literals.contains(where: { literalDefaultType($0)?.description == "Double" }),
                  let t = found.first, case .named(let n) = t, n != "Double" {
            return nil
        }
        guard let first = found.first, found.allSatisfy({ $0.description == first.description }) else { return nil }
        if literalArgument, resultIsBound, !(call.map { defaultTypedContext($0, expected: expected, leaf: first.description) } ?? false) {
            return nil
        }
        return first
    }

    /// Declares the hidden locals of `names` in the function scope being compiled, before its
    /// body is compiled.
    func declareFrameTypeSlots(_ names: [String]) -> [Int] {
        names.map { scope.declare(Self.boundTypeSlotName($0), isLet: true, type: nil).slot }
    }

    /// `body` preceded by storing the binding the call pushed for `owner` into `slots` (those
    /// read from an argument's number, from that parameter's slot in `parameterSlots`).
    func storingFrameTypeBinding(_ slots: [Int], parameterSlots: [Int], owner: ObjectIdentifier?, _ body: @escaping Stmt) -> Stmt {
        guard let owner, !slots.isEmpty else { return body }
        let ctx = ctx
        return { env throws(Interrupt) in
            guard let top = ctx.frameTypeBindings.last, top.owner == owner else {
                throw .unsupported("a generic function or method that uses its type parameter in its body, reached other than by a call that binds it, is not supported yet")
            }
            for (slot, type) in zip(slots, top.types) { env.slots[slot] = type }
            for (position, parameter) in top.fromArguments where position < slots.count && parameter < parameterSlots.count {
                env.slots[slots[position]] = try Self.numberKind(of: env.slots[parameterSlots[parameter]])
            }
            return try body(env)
        }
    }
}
