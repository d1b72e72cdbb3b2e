import SwiftSyntax

/// The `super.init()` Swift adds by itself to a designated initialiser of a subclass whose
/// body delegates to no other initialiser: it runs when the body ends, and before each
/// `return` (except a failable initialiser's `return nil`), when the superclass has a
/// designated initialiser callable with no arguments; otherwise swiftc rejects the initialiser.
///
/// Checked with swiftc -Onone (Programs/implicit_super_init): `class Sub: Base { override
/// init() { extra = 3 } }` runs `Base.init()` after the body, so the superclass's properties
/// are set and its prints come after the subclass's.
extension Compiler {
    /// Whether the class initialiser `initializer` of `t` ends with the implicit
    /// `super.init()`. Reports swiftc's error when the body must call `super.init` itself (the
    /// superclass has no designated initialiser callable with no arguments). Classes whose
    /// superclass chain reaches a native class keep their own rules (`superCall`).
    func endsWithImplicitSuperInit(_ initializer: InitializerDeclSyntax, of t: TypeDecl, convenience: Bool) -> Bool {
        guard t.kind == .classType, !convenience, let sup = t.superclass, Members.hostOf(sup) == nil,
              let body = initializer.body, !Self.delegatesToAnotherInitializer(body) else { return false }
        if let designated = sup.designatedInitializers, designated.contains(where: takesNoArguments(in: sup)) { return true }
        error(body.rightBrace, "super-init-missing", "'super.init' isn't called on all paths before returning from initializer")
        return false
    }

    /// swiftc's error for an initialiser of a class that has the signature of one of its
    /// superclass's designated initialisers (`full`) and is not marked `override` (or
    /// `required`, which implies it).
    func checkInitializerOverride(_ initializer: InitializerDeclSyntax, named full: String, of t: TypeDecl) {
        guard t.kind == .classType, let sup = t.superclass, sup.designatedInitializers?.contains(full) == true else { return }
        let marked = initializer.modifiers.contains { $0.name.tokenKind == .keyword(.override) || $0.name.tokenKind == .keyword(.required) }
        guard !marked else { return }
        // The same labels with other parameter types (`init(x: Bool)` below `init(x: Int)`) is an
        // overload in Swift, which the interpreter keys by labels alone.
        let own = initializer.signature.parameterClause.parameters.map { typeRef($0.type).description }
        if let inherited = sup.selfAndSuperclasses.lazy.compactMap({ self.methodRefs[$0.name + "." + full] }).first,
           inherited.paramTypes.map({ $0?.description ?? "?" }) != own, !inherited.paramTypes.contains(where: { $0 == nil }) {
            error(initializer.initKeyword, "unsupported", "an initialiser overloading its superclass's '\(full)' by parameter types is not supported yet")
            return
        }
        error(initializer.initKeyword, "missing-override", "overriding declaration requires an 'override' keyword")
    }

    /// Whether the designated initialiser named `full` of `t` (or of the superclass it
    /// inherits it from) can be called with no arguments: `init()`, or every parameter
    /// defaulted (`init(x: Int = 1)`).
    private func takesNoArguments(in t: TypeDecl) -> (String) -> Bool {
        { full in
            if full == "init()" { return true }
            return t.selfAndSuperclasses.contains { d in
                self.methodRefs[d.name + "." + full].map { !$0.hasDefault.isEmpty && $0.hasDefault.allSatisfy { $0 } } == true
            }
        }
    }

    /// `body`, then `super.init()` when it ends or returns, unless a failable initialiser
    /// returned `nil`. Compiled inside the initialiser's scope (it reads `self`).
    func endingWithSuperInit(_ body: @escaping Stmt, at initializer: InitializerDeclSyntax) -> Stmt {
        let superInit = superCall("init", [], node: initializer).run
        return { env throws(Interrupt) in
            let flow = try body(env)
            if case .returned = flow, case .optional(nil) = env.result { return flow }
            _ = try superInit(env)
            return flow
        }
    }

    /// Whether an initialiser's body calls `super.init(…)` or `self.init(…)` somewhere, outside
    /// closures and nested functions.
    static func delegatesToAnotherInitializer(_ body: CodeBlockSyntax) -> Bool {
        Syntax(body).descendantsOfOwnBody(MemberAccessExprSyntax.self).contains { access in
            guard access.declName.baseName.text == "init", let base = access.base?.trimmedText else { return false }
            return base == "super" || base == "self"
        }
    }
}
