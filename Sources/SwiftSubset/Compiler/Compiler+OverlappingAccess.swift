import SwiftSyntax

/// A closure passed beside an `&` argument that uses the same variable (`modify(&c.x) { c.x
/// += 10 }`): when the callee calls the closure, Swift's exclusivity enforcement stops the run
/// ("Simultaneous accesses to …, but modification requires exclusive access"), or swiftc
/// rejects a local's overlap; the interpreter's copy-in/copy-out ran it and lost a write.
extension Compiler {
    /// Refuses each closure argument that names the place an `&` argument of the same call
    /// passes (a variable by its name, a property by its whole path); whether one was refused.
    @discardableResult
    func refuseClosureOverlappingInout(_ args: [CallArg]) -> Bool {
        let places = args.compactMap { $0.syntax.as(InOutExprSyntax.self)?.expression }
        guard !places.isEmpty else { return false }
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
