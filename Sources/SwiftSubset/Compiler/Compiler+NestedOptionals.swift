import SwiftSyntax

/// A value bound to a nested optional type (`Int??`) from a shallower optional: Swift wraps
/// it whole, so a nil `Int?` becomes `.some(nil)` (printed `Optional(nil)`), not the outer nil.
/// Values carry no static type, and a nil of any depth looks alike, so the depth comes from the
/// bound expression's static type; where that is not known the binding is refused rather than
/// guessed.
extension TypeRef {
    /// How many optionals wrap the type (`Int??` is 2, `Int` 0).
    var optionalDepth: Int {
        if case .optional(let inner) = self { return 1 + inner.optionalDepth }
        return 0
    }
}

extension Compiler {
    /// `value`'s run, with a nil of a shallower optional type wrapped as Swift wraps it when
    /// bound to `target`; unchanged unless `target` is a nested optional.
    func promotingNestedNil(_ value: Compiled, _ e: ExprSyntax, to target: TypeRef?) -> Expr {
        let run = value.run
        guard let target, target.optionalDepth >= 2, !Self.isNilSpelling(e) else { return run }
        guard let source = value.type else {
            // Said already where the value itself was refused (`.some(nil)`).
            let loc = e.startLocation(converter: converter)
            if diagnostics.contains(where: { $0.line == loc.line && $0.column == loc.column }) { return run }
            error(e, "unsupported",
                  "a value whose type is not known here bound to the nested optional type '\(target)' is not supported yet")
            return run
        }
        let missing = target.optionalDepth - source.optionalDepth
        guard source.optionalDepth >= 1, missing > 0 else { return run }
        return { env throws(Interrupt) in
            var v = try run(env)
            if case .optional(nil) = v { for _ in 0..<missing { v = .optional(v) } }
            return v
        }
    }

    /// `nil` or `.none`, which are the outer nil of whatever optional they are bound to.
    private static func isNilSpelling(_ e: ExprSyntax) -> Bool {
        if e.is(NilLiteralExprSyntax.self) { return true }
        if let m = e.as(MemberAccessExprSyntax.self), m.base == nil, m.declName.baseName.text == "none" { return true }
        return false
    }
}
