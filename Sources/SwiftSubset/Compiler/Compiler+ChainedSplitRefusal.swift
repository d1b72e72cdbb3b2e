import SwiftSyntax

/// `s.split(separator: " ").max { $0.count < $1.count }!`: where a String's `split` is chained
/// straight into a method whose closure reads nothing of its parameters but `count`, swiftc
/// chooses the Sequence's `split`, whose pieces are `ArraySlice<Character>` (printed
/// `["c", "d", "e"]`); the interpreter's pieces are Substrings (`cde`). Refused at the call; a
/// closure reading anything only text has (`hasPrefix`, `<`, `uppercased()`), or the pieces
/// kept in a variable first, keep Substrings in Swift too.
extension Compiler {
    /// Reports such a chain of `name`'s closure arguments on `receiver`; whether it did.
    func refuseChainedSplitReadingCount(_ receiver: ExprSyntax, _ name: String, _ args: [CallArg], at node: some SyntaxProtocol) -> Bool {
        // Only methods that hand back pieces: what `map { $0.count }` makes is the same either way.
        guard Self.piecesReturning.contains(name), let split = receiver.as(FunctionCallExprSyntax.self), let m = split.calledExpression.as(MemberAccessExprSyntax.self),
              m.declName.baseName.text == "split", let text = m.base,
              ["separator", "whereSeparator"].contains(callArgs(split).first?.label ?? ""),
              case .named(let textType)? = quietType(text), textType == "String" || textType == "Substring" else { return false }
        let closures = args.compactMap { $0.syntax.as(ClosureExprSyntax.self) }
        guard closures.contains(where: { Self.readsOnlyCountOfParameters($0) }) else { return false }
        error(node, "unsupported", "'\(name)' with a closure reading only 'count', chained onto a string's 'split', is not supported yet (Swift chooses the 'split' giving arrays of Characters): keep the pieces in a variable first")
        return true
    }

    /// The methods taking a closure that give back some of the pieces themselves.
    private static let piecesReturning: Set<String> = ["max", "min", "filter", "sorted", "first", "last", "drop", "prefix", "split"]

    /// Whether the members `c` reads of its parameters are `count` alone (at least once).
    private static func readsOnlyCountOfParameters(_ c: ClosureExprSyntax) -> Bool {
        var names: Set<String> = []
        switch c.signature?.parameterClause {
        case .simpleInput(let list)?: names = Set(list.map(\.name.text))
        case .parameterClause(let clause)?: names = Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
        case nil: break
        }
        var read: Set<String> = []
        for access in Syntax(c.statements).descendants(MemberAccessExprSyntax.self) {
            guard let base = access.base?.as(DeclReferenceExprSyntax.self) else { continue }
            let baseName = base.baseName.text
            guard baseName.hasPrefix("$") || names.contains(baseName) else { continue }
            read.insert(access.declName.baseName.text)
        }
        return read == ["count"]
    }
}
