import SwiftSyntax

/// `Self` and a static member's `self` as the type they stand for when the code runs: a static
/// member is called with the type it was called on (`B.greet()` declared in `A` runs with `B`,
/// a protocol extension's `static var reuseID` with the conforming type), so `self` there, the
/// static members it calls without `self.` (a subclass may override them), `self.init(…)`,
/// `Self(…)` and `Self.self` follow that type; in an instance member they follow the type of
/// `self`. The interpreter read them all as the declaring type: `String(describing: self)` in a
/// protocol extension printed the protocol's name for every conforming type.
extension Compiler {
    /// `self` in a static member at `depth`: the type the member was called on, held in the
    /// frame's first slot (a subclass or a conforming type), else the type declaring it (a call
    /// that passed no receiver).
    func staticSelf(depth: Int, declaredIn t: TypeDecl) -> Compiled {
        // A closure reading it keeps the slot (`{ name() }` in `class func describe()`).
        if scopeAt(depth)?.blocks.first?["self$"] != nil { noteReference(depth: depth, slot: 0, isLet: true) }
        return Compiled { env throws(Interrupt) in
            // Walked with care: a static property's initialiser runs in a frame of its own.
            var frame: Env? = env
            for _ in 0..<depth { frame = frame?.parent }
            if let frame, frame.slots.count > 0, case .metatype = frame.slots[0] { return frame.slots[0] }
            return .metatype(t)
        }
    }

    /// The type `Self` stands for where it is written, when it runs: the type of `self` in an
    /// instance member, the type a static member was called on; nil outside a type's members.
    func dynamicSelfType(_ node: some SyntaxProtocol) -> Compiled? {
        var s: FunctionScope? = scope
        var depth = 0
        while let fs = s, fs.selfType == nil { s = fs.parent; depth += 1 }
        guard let fs = s, let t = fs.selfType else { return nil }
        if fs.isStatic { return staticSelf(depth: depth, declaredIn: t) }
        let me = selfValue(node).run
        return Compiled { env throws(Interrupt) in
            switch try me(env) {
            case .object(let o): return .metatype(o.type)
            case .structValue(let v): return .metatype(v.type)
            case .enumValue(let d, _, _): return .metatype(d)
            default: return .metatype(t)
            }
        }
    }

    /// The type whose static member the code being compiled is in (`self.count += 1` in a
    /// `static func` changes the static property), nil in an instance member or outside types.
    var staticSelfScopeType: TypeDecl? {
        var s: FunctionScope? = scope
        while let fs = s, fs.selfType == nil { s = fs.parent }
        guard let fs = s, fs.isStatic else { return nil }
        return fs.selfType
    }

    /// Whether `e` is `Self` written as a type inside a type's members.
    func isSelfTypeReference(_ e: ExprSyntax) -> Bool {
        e.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.Self) && scope.selfTypeChain != nil
    }

    /// Whether `t` is a class some class of the program inherits from.
    func hasSubclasses(_ t: TypeDecl) -> Bool {
        t.kind == .classType && types.values.contains { $0.superclass === t }
    }

    /// `Self(…)`, `Self.init(…)`, or `self.init(…)` in a static member of `t`: a value of the type
    /// `Self` stands for when it runs (for a class with subclasses, the class a static member was
    /// called on or the class of `self`; in a protocol extension, the conforming type), else of `t`.
    func constructingSelf(_ t: TypeDecl, _ args: [CallArg], node: some SyntaxProtocol) -> Compiled {
        let isProtocol = t.kind == .protocolType
        guard hasSubclasses(t) || isProtocol, let dynamic = dynamicSelfType(node)?.run else { return construct(t, args, node: node) }
        var full = fullName("init", args)
        // A protocol's initialiser requirement gives the arguments' types; the conforming type's
        // own initialiser is found when it runs.
        let fit = isProtocol ? nil : fitIfInexact(args, to: t, name: "init", full: &full)
        let argsRun = fittedArgRunner(args, fit: fit, types: methodRefs[t.name + "." + full]?.paramTypes ?? [])
        let ctx = self.ctx
        return Compiled({ [full] env throws(Interrupt) in
            guard case .metatype(let made) = try dynamic(env) else { throw .unsupported("constructing 'Self' here is not supported yet") }
            return try Construction.construct(made, name: full, try argsRun(env), ctx: ctx)
        }, isProtocol ? nil : .named(t.name))
    }
}
