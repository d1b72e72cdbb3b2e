import SwiftSyntax

/// Array literals of a program's type that conforms to `ExpressibleByArrayLiteral`
/// (`let s: Multiset<String> = ["a", "b"]`): Swift calls the type's `init(arrayLiteral:)`
/// with the elements, so the literal is compiled as that call.
extension Compiler {
    /// The literal protocols a program's type may adopt in its declaration, because literals
    /// of the type are made through the protocol's initialiser.
    static let adoptableLiteralProtocols: Set<String> = ["ExpressibleByArrayLiteral"]

    /// The call of `init(arrayLiteral:)` an array literal makes when `expected` names a
    /// program type conforming to `ExpressibleByArrayLiteral`; nil for any other context.
    func arrayLiteralOfProgramType(_ a: ArrayExprSyntax, expected: TypeRef?) -> Compiled? {
        guard case .named(let name)? = expected, let t = types[name], t.adopts("ExpressibleByArrayLiteral") else { return nil }
        guard !a.elements.isEmpty else {
            error(a, "unsupported", "an empty array literal of '\(name)' is not supported yet")
            return Compiled { _ throws(Interrupt) in .void }
        }
        let args = a.elements.enumerated().map { i, element in
            CallArg(label: i == 0 ? "arrayLiteral" : nil, syntax: element.expression, isTrailing: false)
        }
        return construct(t, args, node: a)
    }
}
