import SwiftSyntax

/// Where a value is bound to a written type, for the wording of Swift's error.
enum BindingSite {
    /// `let x: Int = value`
    case specified
    /// `x = value`
    case assignment
    /// `f(value)`
    case argument
}

extension Compiler {
    /// The standard types whose mismatches are reported. The checker infers only part of
    /// Swift's types, so it speaks only when both sides are one of these for certain.
    private static let plainTypes: Set<String> = ["Int", "Double", "String", "Bool"]

    /// Reports Swift's error when a value whose type is certainly one plain standard type is
    /// bound to a different one (`let x: Int = "a"`), in Swift's words. Integer literals may
    /// become a `Double`, as in Swift; anything less certain is left alone.
    func checkBinding(_ value: Compiled, _ node: ExprSyntax, to target: TypeRef?, at site: BindingSite) {
        guard case .named(let have)? = value.type, Self.plainTypes.contains(have) else { return }
        let want: String
        switch target {
        case .named(let n)?: want = n
        case .optional(.named(let n))?: want = n
        default: return
        }
        guard Self.plainTypes.contains(want), have != want else { return }
        if have == "Int", want == "Double", containsIntegerLiteral(node) { return }
        if want == "Bool", let literal = node.as(IntegerLiteralExprSyntax.self),
           literal.literal.text == "0" || literal.literal.text == "1" {
            let suggestion = literal.literal.text == "1" ? "true" : "false"
            error(node, "type-mismatch",
                  "integer literal value '\(literal.literal.text)' cannot be used as a boolean; did you mean '\(suggestion)'?")
            return
        }
        let message = switch site {
        case .specified: "cannot convert value of type '\(have)' to specified type '\(want)'"
        case .assignment: "cannot assign value of type '\(have)' to type '\(want)'"
        case .argument: "cannot convert value of type '\(have)' to expected argument type '\(want)'"
        }
        error(node, "type-mismatch", message)
    }

    /// Whether an integer literal appears in the expression (it may have been typed `Double`).
    private func containsIntegerLiteral(_ node: some SyntaxProtocol) -> Bool {
        if node.is(IntegerLiteralExprSyntax.self) { return true }
        return node.children(viewMode: .sourceAccurate).contains { containsIntegerLiteral($0) }
    }
}
