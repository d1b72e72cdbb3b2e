import SwiftSyntax

/// swiftc's errors for `contains(_:)`, `firstIndex(of:)` and `lastIndex(of:)` on an array whose
/// element type is the program's own and certainly not `Equatable`: a struct or class that
/// declares no conformance or superclass anywhere (an `==` of its own does not make it
/// `Equatable`), or an enum with associated values and none. The interpreter compared them.
extension Compiler {
    /// Reports such a call of `full` at `node` (the method's name) with `args` on an array of
    /// `element`.
    func checkEquatableElement(_ element: TypeRef, _ full: String, _ args: [CallArg], at node: some SyntaxProtocol) {
        let method: (name: String, protocol: String)
        switch full {
        case "contains(_:)": method = ("contains", "Sequence")
        case "firstIndex(of:)": method = ("firstIndex(of:)", "Collection")
        case "lastIndex(of:)": method = ("lastIndex(of:)", "BidirectionalCollection")
        default: return
        }
        guard args.count == 1, let argument = args.first, !argument.syntax.is(ClosureExprSyntax.self),
              case .named(let name) = element, certainlyNotEquatable(name, in: node) else { return }
        // swiftc reads a plain `contains(x)` as `contains(where:)` missing its label, unless the
        // argument is an implicit member (`.plus`), which only the element type can give.
        let implicitMember = argument.syntax.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
        if method.name == "contains", !implicitMember {
            error(argument.syntax, "argument-labels", "missing argument label 'where:' in call")
        } else {
            error(node, "type-mismatch",
                  "referencing instance method '\(method.name)' on '\(method.protocol)' requires that '\(name)' conform to 'Equatable'")
        }
    }

    /// Whether the program's type `name` certainly does not conform to `Equatable` (see above).
    private func certainlyNotEquatable(_ name: String, in node: some SyntaxProtocol) -> Bool {
        guard !name.contains("."), !name.contains("<"), let t = types[name], t.typeParameters.isEmpty else { return false }
        let index = programIndex(of: node)
        guard index.declaredTypeNames.contains(name) else { return false }
        let declarations = index.conformers.filter { $0.1.text == name }
        guard !declarations.isEmpty, declarations.allSatisfy({ $0.2.isEmpty }) else { return false }
        switch t.kind {
        case .structType, .classType: return true
        case .enumType: return t.caseTypes.contains { !$0.isEmpty }
        default: return false
        }
    }
}
