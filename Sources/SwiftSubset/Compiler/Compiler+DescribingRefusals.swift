import SwiftSyntax

extension Compiler {
    /// Refuses writing out (in `print`, `dump`, interpolation) a value whose text the interpreter
    /// cannot reproduce: a `String.Index`, which Swift prints as its internal bits
    /// (`Index(_rawBits: 65793)`) where the interpreter holds a Character offset, a `Set.Index`,
    /// which Swift prints as its hash-table bucket, and
    /// `KeyValuePairs`, which Swift prints as a dictionary literal (`["a": 1, "a": 2]`) where
    /// the interpreter holds an array of pairs, and a `reversed()` collection.
    func refuseDescribing(_ value: Compiled, at node: some SyntaxProtocol) {
        var type = value.type
        while case .optional(let inner)? = type { type = inner }
        if case .named(StringIndices.typeName)? = type {
            error(node, "unsupported", "printing a String.Index is not supported yet")
        }
        if case .named(SetIndices.typeName)? = type {
            error(node, "unsupported", "printing a Set.Index is not supported yet")
        }
        if Self.keyValuePairsElements(type) != nil {
            error(node, "unsupported", "printing a KeyValuePairs value is not supported yet")
        }
        if isStandardReversedCall(Syntax(node)) {
            error(node, "unsupported", "printing the result of 'reversed()' is not supported yet (Swift prints a ReversedCollection)")
        }
        if isJoinedArraysCall(Syntax(node)) {
            error(node, "unsupported", "printing the result of 'joined' on an array of arrays is not supported yet (Swift prints a FlattenSequence or JoinedSequence)")
        }
    }

    /// `arrays.joined()` or `arrays.joined(separator:)` on an array of arrays: Swift gives a lazy
    /// sequence printed with its base (`FlattenSequence<Array<Array<Int>>>(_base: [[1], [2]])`),
    /// where the interpreter holds the flattened array.
    private func isJoinedArraysCall(_ node: Syntax) -> Bool {
        guard let call = node.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "joined", let base = member.base,
              case .array(.array)? = quietType(base) else { return false }
        return true
    }

    /// `x.reversed()` on a collection of the standard library (not a program type's own method):
    /// Swift gives a `ReversedCollection`, printed as `ReversedCollection<Array<Int>>(_base: [1, 2])`,
    /// where the interpreter holds the reversed array.
    private func isStandardReversedCall(_ node: Syntax) -> Bool {
        guard let call = node.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "reversed", let base = member.base else { return false }
        if case .named(let name)? = quietType(base), let t = types[name], t.host == nil,
           !preludeTypes.contains(ObjectIdentifier(t)) { return false }
        return true
    }
}
