import SwiftSyntax

/// A type parameter used as a value inside generic code (`T.self`, `T()`, `T(x)`, `T.zero`,
/// `T.make()`) and cast to (`x as? T`, `x as! T`, `x is T`), with the type argument the
/// running code is bound to (`BoundType`): a generic function's or method's own parameter by
/// each call made by name (`Compiler+FrameTypeBinding.swift`), a generic struct's or class's
/// parameter in its instance methods by the receiver's recorded type arguments
/// (`TypeArguments`, `Compiler+GenericBinding.swift`). Where neither binds it, the use stays
/// refused at its place ("using the type parameter 'T' as a value is not supported yet"); a
/// receiver made without recorded type arguments is refused when the use runs.
extension Compiler {
    /// Whether `r` names a type parameter used as a value: the base of a member (`T.self`,
    /// `T.zero`) or the called expression (`T()`, `T(x)`).
    static func isTypeParameterValueUse(_ r: DeclReferenceExprSyntax) -> Bool {
        if let m = r.parent?.as(MemberAccessExprSyntax.self), m.base?.id == ExprSyntax(r).id { return true }
        if let c = r.parent?.as(FunctionCallExprSyntax.self), c.calledExpression.id == ExprSyntax(r).id { return true }
        return false
    }

    /// Reads, while generic code runs, the type (`BoundType`) the type parameter `name` is
    /// bound to where `node` is; nil where nothing binds it there.
    func typeParameterValue(_ name: String, at node: some SyntaxProtocol) -> ((Env) throws(Interrupt) -> Value)? {
        guard genericParameters[name] != nil, resolve(name) == nil else { return nil }
        let hidden = Self.boundTypeSlotName(name)
        if case .local? = resolve(hidden) { return identifier(DeclReferenceExprSyntax(baseName: .identifier(hidden))).run }
        if let elementType = receiverElementType(name, at: node) { return elementType }
        guard let (t, index) = receiverTypeParameter(name, at: Syntax(node)) else { return nil }
        let me = selfValue(node).run
        let declared = types
        return { env throws(Interrupt) in
            let receiver = try me(env)
            guard Self.declaredType(of: receiver) === t, let arguments = TypeArguments.of(receiver), index < arguments.types.count,
                  let bound = BoundType.value(of: arguments.types[index], declared: declared) else {
                throw .unsupported("using the type parameter '\(name)' as a value, where the receiver's type arguments are not known, is not supported yet")
            }
            return bound
        }
    }

    /// The generic struct or class whose type parameter `name` is where `node` is, in one of
    /// its instance methods, accessors or the closures in them, with the parameter's index; nil
    /// where a generic function, initialiser or subscript around `node` declares its own
    /// `name`, inside an initialiser (the instance records its type arguments once made), in a
    /// static member, or for a type that records no type arguments.
    private func receiverTypeParameter(_ name: String, at node: Syntax) -> (TypeDecl, Int)? {
        var n = node.parent
        while let p = n {
            if p.is(InitializerDeclSyntax.self) { return nil }
            let clause = p.as(FunctionDeclSyntax.self)?.genericParameterClause ?? p.as(SubscriptDeclSyntax.self)?.genericParameterClause
            if clause?.parameters.contains(where: { $0.name.text == name }) ?? false { return nil }
            if p.is(MemberBlockSyntax.self) { break }
            n = p.parent
        }
        var s: FunctionScope? = scope
        while let fs = s, fs.selfType == nil { s = fs.parent }
        guard let fs = s, !fs.isStatic, let t = fs.selfType, t.kind == .structType || t.kind == .classType, t.isGeneric,
              !Self.isNestedInGenericType(t, types), let index = t.typeParameters.firstIndex(of: name) else { return nil }
        return (t, index)
    }

    /// The program type a value is an instance of (its dynamic type for a class).
    private static func declaredType(of value: Value) -> TypeDecl? {
        switch value {
        case .structValue(let s): return s.type
        case .object(let o): return o.type
        default: return nil
        }
    }

    /// `T.self` (the bound type) or a static member of the bound type (`T.zero`); a standard
    /// type's constants (`T.max` bound to `Int`) are those `Int.max` reads (`hostStatic`).
    func boundTypeMember(_ read: @escaping (Env) throws(Interrupt) -> Value, _ name: String) -> Compiled {
        if name == "self" { return Compiled(read) }
        let extensions = builtinExtensions
        var constants: [String: Expr] = [:]
        for n in TypeArguments.standardNames { constants[n] = hostStatic(n, name)?.run }
        return Compiled({ env throws(Interrupt) in
            let bound = try read(env)
            if case .standardType(let n) = bound, let constant = constants[n] { return try constant(env) }
            return try BoundType.staticMember(bound, name, extensions: extensions)
        }, .any)
    }

    /// `T(…)`: an instance of the bound type made by the initialiser the arguments name; a
    /// standard type's `T()` is its zero or empty value, and `T(x)` the conversion `Int(x)`
    /// (or `Double(x)`, `String(x)`) makes. A struct's memberwise initialiser is reached
    /// only without arguments (its labels are not checked against the call's here).
    func boundTypeConstruction(_ read: @escaping (Env) throws(Interrupt) -> Value, _ name: String, _ args: [CallArg]) -> Compiled {
        let runners = compiledArgs(args, types: []).map(\.run)
        let full = fullName("init", args)
        let unlabelled = args.count == 1 && args[0].label == nil
        let f = formatter, ctx = ctx
        return Compiled({ env throws(Interrupt) in
            let bound = try read(env)
            var vals: [Value] = []
            for r in runners { vals.append(try r(env)) }
            switch bound {
            case .metatype(let d):
                if d.kind == .structType, d.initializers[full] == nil, !vals.isEmpty { break }
                return try Construction.construct(d, name: full, vals, ctx: ctx)
            case .standardType(let n):
                if vals.isEmpty, let empty = Self.emptyStandardValue(n) { return empty }
                if unlabelled, ["Int", "Double", "String"].contains(n), let convert = Compiler.conversion(n, formatter: f, ctx: ctx) {
                    return try convert(vals)
                }
            default: break
            }
            throw .unsupported("'\(name)(\(full.dropFirst(5))' with '\(name)' bound to '\(BoundType.name(bound))' is not supported yet")
        }, .any)
    }

    /// What a standard type's `init()` makes (`Int()` is 0, `String()` is "").
    private static func emptyStandardValue(_ n: String) -> Value? {
        switch n {
        case "Int": return .int(0)
        case "Double", "Float": return .double(0)
        case "String": return .string("")
        case "Bool": return .bool(false)
        default: return IntKind(name: n)?.staticMember("zero")
        }
    }

    /// `x as! T` with `T` bound where the code runs: the value, or Swift's runtime error.
    func boundForcedCast(_ a: AsExprSyntax) -> Compiled? {
        guard a.questionOrExclamationMark?.tokenKind == .exclamationMark, let name = a.type.as(IdentifierTypeSyntax.self)?.name.text,
              let read = typeParameterValue(name, at: a.type) else { return nil }
        let v = expr(a.expression).run
        let f = formatter, module = ctx.moduleName
        return Compiled({ env throws(Interrupt) in
            let bound = try read(env)
            guard let test = BoundType.test(bound) else {
                throw .unsupported("casting to '\(name)', bound to '\(BoundType.name(bound))', is not supported yet")
            }
            let raw = try v(env)
            guard let x = raw.unwrapped, test(x) else {
                var target = "Swift." + BoundType.name(bound)
                if case .metatype(let d) = bound { target = "\(module).\(d.name)" }
                throw .fatal("Could not cast value of type '\(f.typeName(raw))' to '\(target)'.")
            }
            return x
        }, .any)
    }
}
