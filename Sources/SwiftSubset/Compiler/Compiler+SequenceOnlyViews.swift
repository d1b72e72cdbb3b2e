import SwiftSyntax

/// `zip(a, b)` and `stride(...)` are Sequences, not Collections: Swift gives them no `first`
/// property (`z.first` names the method `first(where:)`, printed `(Function)`), no `last`,
/// `count`, `isEmpty` or indices, where the interpreter holds an array that has them all.
extension Compiler {
    /// Whether `e` calls the standard `zip` or `stride`.
    func isSequenceOnlyCall(_ e: ExprSyntax) -> Bool {
        guard let call = e.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
              ["zip", "stride"].contains(callee.baseName.text) else { return false }
        return resolve(callee.baseName.text) == nil
    }

    /// The Collection members a Sequence lacks, read as properties.
    private static let collectionOnlyProperties: Set<String> = [
        "first", "last", "count", "isEmpty", "indices", "startIndex", "endIndex",
    ]

    /// Refuses reading one of those members (not calling it: `z.first(where:)` is the
    /// Sequence's) on a `zip` or `stride`, called there or kept in a variable. Whether it spoke.
    func refuseCollectionMemberOfSequence(_ base: ExprSyntax, _ name: String, at m: MemberAccessExprSyntax) -> Bool {
        guard Self.collectionOnlyProperties.contains(name), standardView(of: base) == .sequenceOnly else { return false }
        if let call = m.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == m.id { return false }
        error(m.declName, "unsupported",
              "the member '\(name)' of the result of 'zip' or 'stride' is not supported yet (it is a Sequence, not a Collection: swiftc has no such property there)")
        return true
    }
}
