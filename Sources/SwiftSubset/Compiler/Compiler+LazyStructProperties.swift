import SwiftSyntax

/// A struct's `lazy var`: Swift's getter is `mutating`. Its first read runs the initialiser on
/// the value as it is then and stores the result in that value (a copy made earlier computes its
/// own), so a read goes through the value's place; a read on a `let` value, or on `self` in a
/// non-mutating member, is swiftc's error. Printed, the property is its storage,
/// `$__lazy_storage_$_name: nil` or `Optional(…)` (`TypeDecl.describedField`).
extension Compiler {
    /// `base.name` where `base` is statically a struct and `name` one of its lazy properties;
    /// nil for any other member.
    func lazyStructPropertyRead(_ baseExpr: ExprSyntax, _ name: String, node: some SyntaxProtocol) -> Compiled? {
        guard lazyStructPropertyNames.contains(name) else { return nil }
        guard let type = quietType(baseExpr) else { return lazyPropertyReadOfUntypedVariable(baseExpr, name) }
        guard case .named(let tn) = type, let t = types[tn] else { return nil }
        return lazyStructPropertyRead(of: t, baseExpr, name, node: node)
    }

    /// `v.name` where `v` is a plain stored `var` whose type is not known where it is written
    /// (`var decoded = try! JSONDecoder().decode(…)`): a struct with a lazy `name` is read
    /// through the variable as above; any other value is read as usual (and left as it was).
    private func lazyPropertyReadOfUntypedVariable(_ baseExpr: ExprSyntax, _ name: String) -> Compiled? {
        guard isStoredVariable(baseExpr), let r = baseExpr.as(DeclReferenceExprSyntax.self),
              case .local(_, let info)? = resolve(r.baseName.text), !info.isLet,
              let place = lvalue(baseExpr, mutating: true) else { return nil }
        return Compiled { env throws(Interrupt) in
            try place.modify(env) { v throws(Interrupt) in
                guard case .structValue(let s) = v, let i = s.type.storedIndex[name], let initial = s.type.lazyInits[i] else {
                    return try Members.get(v, name)
                }
                return try Self.readLazyField(&v, i, initial)
            }
        }
    }

    /// `name` read through `baseExpr`, a value of the struct `t`, when it is one of `t`'s lazy
    /// properties; nil otherwise.
    func lazyStructPropertyRead(of t: TypeDecl, _ baseExpr: ExprSyntax, _ name: String, node: some SyntaxProtocol) -> Compiled? {
        guard t.kind == .structType, let i = t.storedIndex[name], let initial = t.lazyInits[i] else { return nil }
        let before = diagnostics
        let place = lvalue(baseExpr, mutating: true)
        guard let place, diagnostics.count == before.count else {
            diagnostics = before
            let reason: String?
            if Self.isInsideLazyInitialiser(node) {
                // Swift runs a lazy initialiser as part of the mutating getter: it may read
                // another lazy property; this one's initialiser sees a copy of `self`.
                error(node, "unsupported", "reading the lazy property '\(name)' inside another lazy property's initial value is not supported yet")
                return Compiled { _ throws(Interrupt) in .void }
            } else if let r = baseExpr.as(DeclReferenceExprSyntax.self) {
                // swiftc's words: `self` and anonymous closure parameters are "immutable".
                let n = r.baseName.text
                reason = Self.constantReason(n)
            } else {
                reason = nil
            }
            if let reason {
                error(node, "mutating-getter", "cannot use mutating getter on immutable value: \(reason)")
            } else {
                error(node, "unsupported", "reading the lazy property '\(name)' of a struct value that is not a variable is not supported yet")
            }
            return Compiled { _ throws(Interrupt) in .void }
        }
        return Compiled({ env throws(Interrupt) in
            try place.modify(env) { v throws(Interrupt) in try Self.readLazyField(&v, i, initial) }
        }, t.storedTypes[i])
    }

    /// Whether `node` is in the initial value of a `lazy var` (closures in it included).
    private static func isInsideLazyInitialiser(_ node: some SyntaxProtocol) -> Bool {
        var at = node.parent
        while let n = at {
            if n.is(FunctionDeclSyntax.self) || n.is(InitializerDeclSyntax.self) || n.is(AccessorDeclSyntax.self) { return false }
            if n.is(InitializerClauseSyntax.self), let v = n.parent?.parent?.parent?.as(VariableDeclSyntax.self) {
                return v.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
            }
            at = n.parent
        }
        return false
    }

    /// The lazy property at `i` of the struct value `v`: the stored value, or, on the first
    /// read, the initialiser's result, stored in `v` first.
    static func readLazyField(_ v: inout Value, _ i: Int, _ initial: Thunk) throws(Interrupt) -> Value {
        guard case .structValue(let s) = v, i < s.fields.count else { throw .unsupported("this lazy property is not supported yet") }
        if case .void = s.fields[i] {} else { return s.fields[i] }
        let made = try initial(Env(size: 1, parent: nil).with(slot0: v))
        guard case .structValue(var own) = v else { return made }
        v = .void
        own.fields[i] = made
        v = .structValue(own)
        return made
    }
}
