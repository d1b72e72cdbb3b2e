import SwiftSyntax

/// A Substring where a String is expected (`greet(words[0])` for `func greet(_ s: String)`):
/// swiftc rejects it; the interpreter holds both as a String and ran it.
extension Compiler {
    /// Reports swiftc's error when `node` is a piece of a String (a `split`'s piece, one
    /// picked from them, `dropFirst()`, or a variable holding one) passed, bound or assigned
    /// where a `String` is expected; whether it reported.
    func checkSubstringForString(_ node: ExprSyntax, to target: TypeRef?, at site: BindingSite) -> Bool {
        guard case .named("String")? = target, site == .argument || site == .specified || site == .assignment,
              standardView(of: node) == .offsetSubstring || isSubstringElement(node) else { return false }
        // An operand of an operator other than `=` (`s += piece`, `s + piece` take any sequence).
        if let infix = node.parent?.as(InfixOperatorExprSyntax.self), !infix.operator.is(AssignmentExprSyntax.self) { return false }
        let have = "'String.SubSequence' (aka 'Substring')"
        let member = node.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        var message = switch site {
        case .specified: "cannot convert value of type \(have) to specified type 'String'"
        case .assignment: "cannot assign value of type \(have) to type 'String'"
        default: "cannot convert value of type \(have) to expected argument type 'String'"
        }
        // A method's result under a written type: swiftc looks for an overload giving a String.
        if site == .specified, let member {
            message = "no '\(member.declName.baseName.text)' candidates produce the expected contextual result type 'String'"
        }
        // swiftc places a subscript at its bracket (`parts[1]` at `[`), a forced value at its
        // `!` and a method's result at the method's name (`s.dropFirst()` at `dropFirst`).
        let place = node.as(SubscriptCallExprSyntax.self).map { Syntax($0.leftSquare) }
            ?? node.as(ForceUnwrapExprSyntax.self).map { Syntax($0.exclamationMark) }
            ?? member.map { Syntax($0.declName) } ?? Syntax(node)
        error(place, "type-mismatch", message)
        return true
    }
}
