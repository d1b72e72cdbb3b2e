import SwiftSyntax

/// An array literal with nothing giving its element type, mixing a `Double` with an operation
/// on integer literals (`[1.5, 7 / 2]`): swiftc does not make the operation a `Double` as it
/// makes a lone literal (`[1.5, 7]` is `[1.5, 7.0]`); it types the array `[Any]`, the
/// operation `Int`. Bound to a variable with no written type that is swiftc's error
/// "heterogeneous collection literal…"; elsewhere (`print([1.5, 7 / 2])` prints `[1.5, 3]`)
/// the array is run as `[Any]` holding an `Int`.
extension Compiler {
    /// Whether `elements` (an array literal's, with no contextual type) mix a `Double` with an
    /// arithmetic operation whose operands are all integer literals.
    func mixesDoubleWithIntegerOperation(_ elements: [ExprSyntax]) -> Bool {
        let hasIntegerOperation = elements.contains { e in
            e.is(InfixOperatorExprSyntax.self) && literalDefaultType(e)?.description == "Int"
        }
        guard hasIntegerOperation else { return false }
        return elements.contains { e in
            if let t = literalDefaultType(e) { return t.description == "Double" }
            return quietType(e)?.description == "Double"
        }
    }

    /// Two arrays joined by `+` with nothing giving their element type, mixing a `Double` of
    /// an array literal with an operation on integer literals, in the other literal
    /// (`[1.5] + [3 / 2]`) or in a `map` of one (`[1, 2].map { $0 * 2 } + [0.5]`): swiftc
    /// types both `[Any]`, the operation `Int` (it prints `[1.5, 1]`, with no error even for a
    /// variable with no written type); nil for any other operands or context.
    func heterogeneousArraySum(_ i: InfixOperatorExprSyntax, _ op: String, expected: TypeRef?) -> Compiled? {
        if let expected, case .any = expected {} else if expected != nil { return nil }
        guard op == "+", globalFunctions[op] == nil else { return nil }
        let sides = [i.leftOperand, i.rightOperand]
        let literals = sides.compactMap { $0.as(ArrayExprSyntax.self) }.map { $0.elements.map(\.expression) }
        if literals.count == 2 {
            guard mixesDoubleWithIntegerOperation(literals[0] + literals[1]) else { return nil }
        } else {
            guard literals.count == 1, sides.contains(where: mapsIntegerLiteralsThroughOperation),
                  literals[0].contains(where: { (literalDefaultType($0) ?? quietType($0))?.description == "Double" }) else { return nil }
        }
        let lr = expr(i.leftOperand, expected: .array(.any)).run, rr = expr(i.rightOperand, expected: .array(.any)).run
        return Compiled({ env throws(Interrupt) in try Arithmetic.binary("+", try lr(env), try rr(env)) }, .array(.any))
    }

    /// Reports swiftc's error when the literal `a` initialises a variable with no written
    /// type; returns whether it did.
    func reportHeterogeneousLiteral(_ a: ArrayExprSyntax) -> Bool {
        guard let binding = a.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              binding.typeAnnotation == nil else { return false }
        error(a, "type-mismatch",
              "heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional")
        return true
    }
}
