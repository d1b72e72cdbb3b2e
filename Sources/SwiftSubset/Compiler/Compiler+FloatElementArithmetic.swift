import SwiftSyntax

/// Arithmetic on the elements of a collection of `Float`s that the operator check
/// (`refuseFloatArithmetic`) cannot see: a closure given to the collection's method
/// (`floats.map { $0 * 3 }`, its `$0` has no static type) or an operator passed as a function
/// (`floats.reduce(0, +)`). `Float`s are held as Doubles, so either computed in Double
/// precision and printed `0.30000000000000004` where Swift prints `0.3`: refused instead.
extension Compiler {
    /// Refuses `argument` (a closure that does arithmetic, or an arithmetic operator) where it
    /// is given to a method of an array or set whose elements are `Float`s, or of its
    /// `enumerated()` pairs.
    func refuseFloatElementArithmetic(_ argument: ExprSyntax) {
        guard doesArithmetic(argument), var receiver = Self.methodReceiver(of: argument),
              programMentionsFloat(argument) else { return }
        if let base = Self.enumeratedBase(of: receiver) { receiver = base }
        switch quietType(receiver) {
        case .array(.named("Float"))?, .set(.named("Float"))?:
            error(argument, "unsupported",
                  "arithmetic on 'Float' values is not supported yet (it would be computed in Double precision)")
        default: break
        }
    }

    private static let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "%", "+=", "-=", "*=", "/="]

    private func doesArithmetic(_ e: ExprSyntax) -> Bool {
        if let r = e.as(DeclReferenceExprSyntax.self) { return Self.arithmeticOperators.contains(r.baseName.text) }
        guard e.is(ClosureExprSyntax.self) else { return false }
        return e.tokens(viewMode: .sourceAccurate).contains { token in
            if case .binaryOperator(let op) = token.tokenKind { return Self.arithmeticOperators.contains(op) }
            return false
        }
    }

    /// The receiver of the method call `e` is an argument (or the trailing closure) of.
    private static func methodReceiver(of e: ExprSyntax) -> ExprSyntax? {
        var call = e.parent?.as(FunctionCallExprSyntax.self)
        if call == nil { call = e.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self) }
        return call?.calledExpression.as(MemberAccessExprSyntax.self)?.base
    }

    /// Whether the source file holding `node` spells `Float` anywhere, read once per file.
    private func programMentionsFloat(_ node: some SyntaxProtocol) -> Bool {
        let root = node.root
        if let known = floatMentions[root.id] { return known }
        let mentions = root.description.mentions("Float")
        floatMentions[root.id] = mentions
        return mentions
    }
}
