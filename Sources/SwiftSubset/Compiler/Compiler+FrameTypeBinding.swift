import SwiftSyntax

/// The type arguments a call of a global generic function binds, for the function's frame.
/// Pushed by the call (`RunContext.frameTypeBindings`) around the call, read once when the
/// function's body starts into hidden locals (`T$type`), which its nested functions and
/// closures capture as they capture any local.
struct FrameTypeBinding {
    /// The function the binding is for: a frame that reads another function's binding is
    /// refused at run time (the function reached as a value, not called by name).
    let owner: ObjectIdentifier
    /// Per bound type parameter, in the order of `FunctionRef.frameBoundTypeParameters`, a
    /// function value that tests whether a value has the bound type.
    let checks: [Value]
}

/// Casts to a global generic function's own type parameter (`element as? T`, `x is T`) with
/// the type the call binds, where the call knows it (`let r: [Int] = flatten(list)` binds `T`
/// to `Int`). Only casts whose test is exact are bound: `T` bound to `Int`, `Double`,
/// `String`, `Bool` or a non-generic struct, class or enum of the program; any other call of
/// such a function (an unknown or other binding, generic methods, `as! T`) stays refused.
extension Compiler {
    /// The hidden local holding a type parameter's bound test.
    static func boundTypeSlotName(_ parameter: String) -> String { parameter + "$type" }

    /// The type parameters of a global generic function that its body casts to (`as? T`,
    /// `is T`), which its calls must bind. None when a nested declaration declares a type
    /// parameter of the same name (a cast inside it would mean the nested one).
    static func frameBoundTypeParameters(_ f: FunctionDeclSyntax) -> [String] {
        guard let clause = f.genericParameterClause, let body = f.body else { return [] }
        let own = Set(clause.parameters.map(\.name.text))
        let shadowed = Set(Syntax(body).descendants(GenericParameterSyntax.self).map(\.name.text))
        var used: [String] = []
        func note(_ type: TypeSyntax) {
            guard let name = type.as(IdentifierTypeSyntax.self)?.name.text, own.contains(name), !shadowed.contains(name),
                  !used.contains(name) else { return }
            used.append(name)
        }
        for a in Syntax(body).descendants(AsExprSyntax.self) where a.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
            note(a.type)
        }
        for i in Syntax(body).descendants(IsExprSyntax.self) { note(i.type) }
        return clause.parameters.map(\.name.text).filter(used.contains)
    }

    /// The test of a value against the type a running frame bound `type` to (a bare type
    /// parameter of the enclosing global generic function), read from its hidden local; nil
    /// where `type` is no such parameter.
    func boundTypeTest(_ type: TypeSyntax) -> ((Env) throws(Interrupt) -> (Value) throws(Interrupt) -> Bool)? {
        guard let name = type.as(IdentifierTypeSyntax.self)?.name.text, genericParameters[name] != nil else { return nil }
        let hidden = Self.boundTypeSlotName(name)
        guard case .local? = resolve(hidden) else { return nil }
        let read = identifier(DeclReferenceExprSyntax(baseName: .identifier(hidden))).run
        return { env throws(Interrupt) in
            guard case .function(let check) = try read(env) else {
                throw .unsupported("casting to '\(name)', which depends on a type argument, is not supported yet")
            }
            return { v throws(Interrupt) in
                if case .bool(true) = try check.call([v]) { return true }
                return false
            }
        }
    }

    /// `call` of `ref` with its frame's type parameters bound around it; refused at `node`
    /// where the call does not bind one of them to a type whose test is exact.
    func bindingFrameTypes(_ call: Compiled, _ ref: FunctionRef, mapping: [Int], _ args: [CallArg], expected: TypeRef?,
                           node: some SyntaxProtocol) -> Compiled {
        var checks: [Value] = []
        for name in ref.frameBoundTypeParameters {
            guard let bound = frameBinding(of: name, ref, mapping: mapping, args, expected: expected), exactlyTestable(bound) else {
                error(node, "unsupported-generics",
                      "calling '\(ref.fullName)' here, where its type parameter '\(name)' (cast to in its body) is not known, is not supported yet")
                return Compiled({ _ throws(Interrupt) in .void }, call.type)
            }
            let test = typeCheck(bound)
            checks.append(.function(Callable(name: "is \(bound.description)") { args, _ throws(Interrupt) in .bool(args.first.map(test) ?? false) }))
        }
        let binding = FrameTypeBinding(owner: ObjectIdentifier(ref), checks: checks)
        let run = call.run, ctx = ctx
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

    /// What a call binds `name` to: the contextual type of a result of type `T` or `[T]`, and
    /// the static types of arguments for parameters of type `T` or `[T]`; nil when they give
    /// nothing or disagree.
    private func frameBinding(of name: String, _ ref: FunctionRef, mapping: [Int], _ args: [CallArg], expected: TypeRef?) -> TypeRef? {
        var found: [TypeRef] = []
        if let result = ref.resultTypeParameter, result.name == name, let expected {
            if !result.inArray { found.append(expected) } else if case .array(let e) = expected { found.append(e) }
        }
        for (a, p) in mapping.enumerated() where a < args.count {
            if ref.metatypeParameters[p] == name {
                // `Int.self` for `_ type: T.Type`.
                guard let m = args[a].syntax.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "self",
                      let base = m.base?.as(DeclReferenceExprSyntax.self) else { return nil }
                found.append(.named(base.baseName.text))
                continue
            }
            guard let use = ref.typeParameterUses[p], use.name == name else { continue }
            guard let t = quietType(args[a].syntax) else { return nil }
            if !use.inArray || use.isVariadic { found.append(t) } else if case .array(let e) = t { found.append(e) } else { return nil }
        }
        guard let first = found.first, found.allSatisfy({ $0.description == first.description }) else { return nil }
        return first
    }

    /// Whether `typeCheck` tests a value against `t` exactly as Swift's cast does.
    private func exactlyTestable(_ t: TypeRef) -> Bool {
        guard case .named(let n) = t else { return false }
        if ["Int", "Double", "String", "Bool"].contains(n) { return true }
        guard let d = types[n] else { return false }
        return !d.isGeneric && d.host == nil && d.kind != .protocolType && d.kind != .builtin
    }

    /// Declares the hidden locals of `names` in the function scope being compiled, before its
    /// body is compiled.
    func declareFrameTypeSlots(_ names: [String]) -> [Int] {
        names.map { scope.declare(Self.boundTypeSlotName($0), isLet: true, type: nil).slot }
    }

    /// `body` preceded by storing the binding the call pushed for `owner` into `slots`.
    func storingFrameTypeBinding(_ slots: [Int], owner: ObjectIdentifier?, _ body: @escaping Stmt) -> Stmt {
        guard let owner, !slots.isEmpty else { return body }
        let ctx = ctx
        return { env throws(Interrupt) in
            guard let top = ctx.frameTypeBindings.last, top.owner == owner else {
                throw .unsupported("a generic function that casts to its type parameter, called other than by its name, is not supported yet")
            }
            for (slot, check) in zip(slots, top.checks) { env.slots[slot] = check }
            return try body(env)
        }
    }
}
