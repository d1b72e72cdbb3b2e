import SwiftSyntax

extension Compiler {
    /// The argument of an `@autoclosure` parameter: a closure that evaluates the expression
    /// each time it is called, in the caller's frame (so it sees the caller's variables as
    /// they are then, as a Swift closure does).
    func autoclosure(_ e: ExprSyntax, type: TypeRef?) -> Expr {
        var resultType: TypeRef? = nil
        if case .function(let f?)? = type, Self.isFullyKnown(f.result), !Self.isVoid(f.result) { resultType = f.result }
        let body = expr(e, expected: resultType)
        checkBinding(body, e, to: resultType, at: .argument)
        let run = body.run
        let needs = resultType?.needsCoercion ?? false
        return { env throws(Interrupt) in
            .function(Callable(name: "autoclosure") { _, _ throws(Interrupt) in
                let v = try run(env)
                if needs, let resultType { return coerce(v, to: resultType) }
                return v
            })
        }
    }
}
