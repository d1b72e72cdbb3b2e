import SwiftSyntax

/// Calls and reads through `super` (a superclass's method, initialiser or property, and
/// `super` as a value) and an initialiser's delegation to another of its own type's
/// (`self.init(…)`).
extension Compiler {
    /// `super.name(args)`: the superclass's method (its static one in a `class func`), or its
    /// initialiser, run on `self`.
    func superCall(_ name: String, _ args: [CallArg], node: some SyntaxProtocol) -> Compiled {
        if let t = scope.selfTypeChain, t.superclass == nil, t.conformances.contains("NSObject"), name == "init", args.isEmpty {
            // `NSObject`'s initialiser does nothing the subset can observe.
            return Compiled { _ throws(Interrupt) in .void }
        }
        guard let t = scope.selfTypeChain, let sup = t.superclass else {
            error(node, "super-outside-class", "'super' cannot be used outside of class members")
            return Compiled { _ throws(Interrupt) in .void }
        }
        let me = selfValue(node).run
        refuseInoutArguments(args, to: name == "init" ? "'super.init'" : "a superclass method")
        var full = fullName(name, args)
        let fit = fitIfInexact(args, to: sup, name: name, full: &full)
        let argsRun = fittedArgRunner(args, fit: fit, types: [])
        let ctx = self.ctx
        if name == "init" {
            let failable = Self.enclosingInitializerIsFailable(node)
            return Compiled { [full] env throws(Interrupt) in
                var receiver = try me(env)
                let vals = try argsRun(env)
                try Construction.delegate(to: sup, full, vals, on: &receiver, failable: failable, ctx: ctx)
                return .void
            }
        }
        // In a `class func` or `static func`, `super.kind()` is the superclass's static method,
        // run with `self` (the class it was called on).
        if sup.findStatic(full) != nil, sup.findMethod(full) == nil || scope.selfScope?.isStatic == true {
            return Compiled { [full] env throws(Interrupt) in
                var receiver = try me(env)
                let vals = try argsRun(env)
                guard let m = sup.findStatic(full) else { throw .unsupported("the superclass method '\(full)' is not supported yet") }
                return try m.invoke(vals, &receiver)
            }
        }
        if sup.findMethod(full) == nil && Members.hostOf(sup)?.findMethod(full) == nil {
            error(node, "no-member", "value of type '\(sup.name)' has no member '\(name)'")
        }
        return Compiled { [full] env throws(Interrupt) in
            var receiver = try me(env)
            let vals = try argsRun(env)
            if let m = sup.findMethod(full) { return try m.invoke(vals, &receiver) }
            if let h = Members.hostOf(sup), case .object(let o) = receiver, let obj = o.hostObject, let m = h.findMethod(full) {
                return try m(obj, vals)
            }
            throw .unsupported("the superclass method '\(full)' is not supported yet")
        }
    }

    /// `self.init(args)` inside an initialiser: another initialiser of the type, run on `self`.
    func delegatingInit(_ t: TypeDecl, _ args: [CallArg], node: some SyntaxProtocol) -> Compiled {
        refuseInoutArguments(args, to: "'self.init'")
        // In a static method `self` is the type: `self.init(x: 0)` makes a value of it
        // (`static func origin() -> P { self.init(x: 0) }`).
        if scope.selfScope?.isStatic == true { return constructingSelf(t, args, node: node) }
        var full = fullName("init", args)
        // An initialiser in an extension of a struct delegating to the memberwise one, which
        // the struct keeps (its own body declares no initialiser).
        if t.kind == .structType, !t.hasUserInit, methodRefs[t.name + "." + full] == nil,
           let lv = lvalue(ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), mutating: false) {
            let made = construct(t, args, node: node).run
            return Compiled { env throws(Interrupt) in
                let value = try made(env)
                return try lv.modify(env) { me throws(Interrupt) in me = value; return .void }
            }
        }
        // An initialiser in an extension of a standard type delegating to a standard one
        // (`extension String { init(stars n: Int) { self.init(repeating: "*", count: n) } }`).
        if builtinExtensions[t.name] === t, t.initializers[full] == nil,
           let lv = lvalue(ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), mutating: false),
           let made = builtinCall(t.name, args, node: node, expected: nil)?.run {
            return Compiled { env throws(Interrupt) in
                let value = try made(env)
                return try lv.modify(env) { me throws(Interrupt) in me = value; return .void }
            }
        }
        let fit = fitIfInexact(args, to: t, name: "init", full: &full)
        let failable = Self.enclosingInitializerIsFailable(node)
        let argsRun = fittedArgRunner(args, fit: fit, types: [])
        let ctx = self.ctx
        guard let lv = lvalue(ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), mutating: false) else {
            return Compiled { _ throws(Interrupt) in .void }
        }
        return Compiled { [full] env throws(Interrupt) in
            let vals = try argsRun(env)
            return try lv.modify(env) { me throws(Interrupt) in
                // A class's `self.init(...)` calls the initialiser of the class being
                // constructed, which may override the one declared beside this call.
                var dynamicType = t
                if case .object(let o) = me, o.type.isSubclass(of: t) { dynamicType = o.type }
                try Construction.delegate(to: dynamicType, full, vals, on: &me, failable: failable, ctx: ctx)
                return .void
            }
        }
    }

    /// `super.name` read where a script superclass declares a computed property `name`: the
    /// superclass's getter (found from the superclass up, not from the object's own class)
    /// runs on `self`. Nil for other members.
    func superProperty(_ node: ExprSyntax, _ name: String) -> Compiled? {
        // In a `class var` or `static func`, `super.name` is the superclass's static property,
        // read with `self` (the class it was reached through).
        if scope.selfScope?.isStatic == true, let sup = scope.selfTypeChain?.superclass, Members.hostOf(sup) == nil {
            let me = selfValue(node).run
            let type = memberTypes[sup.name + ".static." + name] ?? staticMemberType(sup, name)
            return Compiled({ env throws(Interrupt) in
                var receiver = try me(env)
                if let getter = sup.findStatic("get:" + name) { return try getter.invoke([], &receiver) }
                return try staticGet(sup, name)
            }, type)
        }
        guard let sup = scope.selfTypeChain?.superclass, Members.hostOf(sup) == nil,
              sup.findMethod("get:" + name) != nil else { return nil }
        let me = selfValue(node).run
        return Compiled({ env throws(Interrupt) in
            var receiver = try me(env)
            guard let getter = sup.findMethod("get:" + name) else { throw .unsupported("the member '\(name)' of this value is not supported yet") }
            return try getter.invoke([], &receiver)
        }, memberTypes[sup.name + "." + name])
    }

    func superValue(_ node: some SyntaxProtocol) -> Compiled {
        guard let t = scope.selfTypeChain, let sup = t.superclass else {
            error(node, "super-outside-class", "'super' cannot be used outside of class members")
            return Compiled { _ throws(Interrupt) in .void }
        }
        let me = selfValue(node).run
        return Compiled({ env throws(Interrupt) in
            .tuple([try me(env), .metatype(sup)], labels: ["super", nil])
        }, .named("super:" + sup.name))
    }
}
