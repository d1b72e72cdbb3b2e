import SwiftSyntax

extension Syntax {
    /// Every node below this one of the given kind, in source order.
    func descendants<T: SyntaxProtocol>(_ kind: T.Type) -> [T] {
        var out: [T] = []
        var stack: [Syntax] = Array(children(viewMode: .sourceAccurate).reversed())
        while let n = stack.popLast() {
            if let t = n.as(T.self) { out.append(t) }
            stack.append(contentsOf: n.children(viewMode: .sourceAccurate).reversed())
        }
        return out
    }

    /// Every node below this one of the given kind, in source order, except those inside the
    /// closures and functions nested in it: what belongs to this body itself (its `return`
    /// statements, its own `super.init` call).
    func descendantsOfOwnBody<T: SyntaxProtocol>(_ kind: T.Type) -> [T] {
        var out: [T] = []
        var stack: [Syntax] = Array(children(viewMode: .sourceAccurate).reversed())
        while let n = stack.popLast() {
            if n.is(ClosureExprSyntax.self) || n.is(FunctionDeclSyntax.self) { continue }
            if let t = n.as(T.self) { out.append(t) }
            stack.append(contentsOf: n.children(viewMode: .sourceAccurate).reversed())
        }
        return out
    }

    /// Whether this node lies inside a closure (and, with `orFunction`, a function or an
    /// accessor) nested below `top`, `top` itself not counted.
    func isNested(below top: Syntax, orFunction: Bool = false) -> Bool {
        var at = parent
        while let n = at, n.id != top.id {
            if n.is(ClosureExprSyntax.self) { return true }
            if orFunction, n.is(FunctionDeclSyntax.self) || n.is(AccessorBlockSyntax.self) { return true }
            at = n.parent
        }
        return false
    }
}
