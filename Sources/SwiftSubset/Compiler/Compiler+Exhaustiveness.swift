import SwiftSyntax

/// Swift's "switch must be exhaustive", for the switches whose coverage is certain: over a plain
/// standard type (only a `default` or a catch-all pattern covers Int, Double, String or
/// Character) and over one of the program's enums (every case named in some pattern).
extension Compiler {
    /// The plain standard types no finite list of values covers.
    private static let unboundedTypes: Set<String> = ["Int", "Double", "String", "Character"]

    func checkExhaustive(_ s: SwitchExprSyntax, subjectType: TypeRef?) {
        guard case .named(let typeName)? = subjectType else { return }
        var named: Set<String> = []
        for el in s.cases {
            guard case .switchCase(let c) = el else { return }  // `#if` inside a switch: left alone
            guard case .case(let label) = c.label else { return }  // `default`
            for item in label.caseItems {
                if item.whereClause == nil, Self.isCatchAll(item.pattern) { return }
                named.formUnion(item.pattern.tokens(viewMode: .sourceAccurate).map(\.text))
            }
        }
        if Self.unboundedTypes.contains(typeName) {
            error(s.switchKeyword, "non-exhaustive", "switch must be exhaustive")
        } else if let t = types[typeName], t.kind == .enumType, !t.caseNames.isEmpty,
                  !t.caseNames.allSatisfy(named.contains) {
            error(s.switchKeyword, "non-exhaustive", "switch must be exhaustive")
        }
    }

    /// `_`, `let x`, `var x`: a pattern that matches every value.
    private static func isCatchAll(_ p: PatternSyntax) -> Bool {
        if p.is(WildcardPatternSyntax.self) || p.is(IdentifierPatternSyntax.self) { return true }
        if let e = p.as(ExpressionPatternSyntax.self) { return e.expression.is(DiscardAssignmentExprSyntax.self) }
        if let v = p.as(ValueBindingPatternSyntax.self) { return isCatchAll(v.pattern) }
        return false
    }
}
