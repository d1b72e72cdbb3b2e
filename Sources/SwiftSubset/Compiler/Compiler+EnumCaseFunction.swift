import SwiftSyntax

extension Compiler {
    /// A case with associated values named without a call (`let f = Number.integer`): in Swift
    /// a function from the associated values to the enum (`[0, 2].map(Number.integer)`).
    func enumCaseFunction(_ t: TypeDecl, caseIndex i: Int) -> Compiled {
        let ctx = self.ctx
        let arity = t.caseLabels[i].count
        let fn = Callable(name: t.caseNames[i]) { args, _ throws(Interrupt) in
            var vals = args
            // A case of several values given one tuple (`zip(a, b).map(E.pair)`).
            if arity > 1, vals.count == 1, case .tuple(let parts, _) = vals[0], parts.count == arity { vals = parts }
            guard vals.count == arity else {
                throw .unsupported("calling the case '\(t.caseNames[i])' with \(vals.count) values is not supported yet")
            }
            return try Compiler.makeCase(t, caseIndex: i, vals, ctx: ctx)
        }
        return Compiled({ _ throws(Interrupt) in .function(fn) }, .function(nil))
    }

    /// The case `i` of `t` holding `values`, each converted to its declared type (`1` to `1.0`).
    static func makeCase(_ t: TypeDecl, caseIndex i: Int, _ values: [Value], ctx: RunContext) throws(Interrupt) -> Value {
        let caseTypes = i < t.caseTypes.count ? t.caseTypes[i] : []
        let vals = values.enumerated().map { k, v in k < caseTypes.count ? coerce(v, to: caseTypes[k]) : v }
        try ctx.chargeNesting(vals)
        return .enumValue(t, caseIndex: i, payload: vals)
    }
}
