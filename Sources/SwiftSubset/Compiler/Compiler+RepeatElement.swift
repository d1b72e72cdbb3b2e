import SwiftSyntax

/// `repeatElement(_:count:)`. Swift's result is a `Repeated<Element>` collection, which prints
/// as `Repeated<String>(count: 3, repeatedValue: "ab")`; here it is an array, which reads,
/// iterates and transforms alike. So the call is accepted only where its result is used as a
/// sequence and never seen itself: iterated by `for`-`in`, passed to `Array(…)`, or the base of
/// a member whose result does not depend on the collection's own type (`joined`, `map`,
/// `count`…). Anywhere else it is refused.
extension Compiler {
    /// Members of a `Repeated` collection whose results an array's equal exactly.
    static let repeatedMembersLikeArrays: Set<String> = [
        "joined", "map", "compactMap", "flatMap", "filter", "reduce", "forEach", "contains", "allSatisfy", "count",
        "isEmpty", "first", "last", "min", "max", "sorted", "underestimatedCount",
    ]

    /// `repeatElement(value, count: n)` as an array, where its use allows (see above).
    func repeatElementCall(_ args: [CallArg], node: some SyntaxProtocol) -> Compiled? {
        guard args.map(\.label) == [nil, "count"] else { return nil }
        guard Self.usesRepeatedAsSequence(Syntax(node).parent) else {
            return unsupported(node, "uses of 'repeatElement' other than as a sequence (iterated, or with 'map', 'joined'…)")
        }
        let value = expr(args[0].syntax).run
        let count = expr(args[1].syntax, expected: .named("Int")).run
        let ctx = self.ctx
        return Compiled { env throws(Interrupt) in
            let v = try value(env)
            guard case .int(let n) = try count(env) else { throw .unsupported("this count of 'repeatElement' is not supported yet") }
            guard n >= 0 else { throw .fatal("Fatal error: Repetition count should be non-negative") }
            try ctx.allocate(n)
            return .array(Array(repeating: v, count: n))
        }
    }

    /// Whether the call `call` (the `repeatElement(…)` call expression) is used as a sequence.
    private static func usesRepeatedAsSequence(_ call: Syntax?) -> Bool {
        guard let call, call.is(FunctionCallExprSyntax.self), let parent = call.parent else { return false }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == call {
            return repeatedMembersLikeArrays.contains(member.declName.baseName.text)
        }
        if let loop = parent.as(ForStmtSyntax.self) { return Syntax(loop.sequence) == call }
        if let argument = parent.as(LabeledExprSyntax.self), argument.label == nil,
           let list = argument.parent?.as(LabeledExprListSyntax.self), list.count == 1,
           let outer = list.parent?.as(FunctionCallExprSyntax.self) {
            return outer.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array"
        }
        return false
    }
}
