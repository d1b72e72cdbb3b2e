import SwiftSyntax

/// A closure passed beside an `&` argument that uses the same variable (`modify(&c.x) { c.x
/// += 10 }`): when the callee calls the closure, Swift's exclusivity enforcement stops the run
/// ("Simultaneous accesses to …, but modification requires exclusive access"), or swiftc
/// rejects a local's overlap; the interpreter's copy-in/copy-out ran it and lost a write.
extension Compiler {
    /// Refuses each closure argument that names the place an `&` argument of the same call
    /// passes (a variable by its name, a property by its whole path), and reports swiftc's
    /// error for one variable passed to two `&` arguments; whether it spoke.
    @discardableResult
    func refuseClosureOverlappingInout(_ args: [CallArg]) -> Bool {
        let places = args.compactMap { $0.syntax.as(InOutExprSyntax.self)?.expression }
        guard !places.isEmpty else { return false }
        // One variable passed twice (`both(&x, &x)`): swiftc's error at the second.
        for (i, place) in places.enumerated() where place.is(DeclReferenceExprSyntax.self) {
            if let twice = places[(i + 1)...].first(where: { $0.trimmedText == place.trimmedText }), let io = twice.parent {
                error(io, "exclusivity", "inout arguments are not allowed to alias each other")
                return true
            }
        }
        for a in args {
            guard let closure = a.syntax.as(ClosureExprSyntax.self) else { continue }
            for place in places {
                guard let use = Self.use(of: place, in: Syntax(closure)) else { continue }
                error(use, "unsupported",
                      "using '\(place.trimmedText)' in a closure passed beside '&\(place.trimmedText)' is not supported yet (Swift stops the run: overlapping accesses)")
                return true
            }
        }
        return false
    }

    /// The first use inside `node` of the place `place` spells: its variable's name for a plain
    /// variable, its whole member path for a property (`c.x`).
    private static func use(of place: ExprSyntax, in node: Syntax) -> Syntax? {
        if let r = place.as(DeclReferenceExprSyntax.self) {
            return node.descendants(DeclReferenceExprSyntax.self).first {
                $0.baseName.text == r.baseName.text && $0.parent?.as(MemberAccessExprSyntax.self)?.declName.id != $0.id
            }.map(Syntax.init)
        }
        if place.is(MemberAccessExprSyntax.self) {
            let path = place.trimmedText
            return node.descendants(MemberAccessExprSyntax.self).first { $0.trimmedText == path }.map(Syntax.init)
        }
        return nil
    }
}

extension Compiler {
    /// Refuses passing a global variable `&g` to a top-level function `name` whose own body
    /// uses `g` (`func add(_ v: inout Int) { v += total }; add(&total)`): Swift stops the run
    /// there ("Simultaneous accesses"); the interpreter read the value from before the call.
    /// Only the callee's own body is read, not the functions it calls.
    func refuseGlobalUsedByInoutCallee(_ name: String, _ args: [CallArg]) {
        let globals = args.compactMap { a -> DeclReferenceExprSyntax? in
            guard let r = a.syntax.as(InOutExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self),
                  case .local(let depth, _)? = resolve(r.baseName.text), scopeAt(depth)?.parent == nil else { return nil }
            return r
        }
        guard !globals.isEmpty, let file = args[0].syntax.root.as(SourceFileSyntax.self) else { return }
        for item in file.statements {
            guard case .decl(let d) = item.item, let f = d.as(FunctionDeclSyntax.self), f.name.text == name, let body = f.body else { continue }
            let parameters = Set(f.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            for g in globals where !parameters.contains(g.baseName.text) {
                guard let use = Self.use(of: ExprSyntax(g), in: Syntax(body)) else { continue }
                error(use, "unsupported",
                      "using the global '\(g.baseName.text)' in '\(name)' while it is passed to it as '&\(g.baseName.text)' is not supported yet (Swift stops the run: overlapping accesses)")
                return
            }
        }
    }
}
