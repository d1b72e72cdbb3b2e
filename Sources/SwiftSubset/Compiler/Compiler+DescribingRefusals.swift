import SwiftSyntax

extension Compiler {
    /// Refuses writing out (in `print`, `dump`, interpolation) a value whose text the interpreter
    /// cannot reproduce: a `String.Index`, which Swift prints as its internal bits
    /// (`Index(_rawBits: 65793)`) where the interpreter holds a Character offset, and
    /// `KeyValuePairs`, which Swift prints as a dictionary literal (`["a": 1, "a": 2]`) where
    /// the interpreter holds an array of pairs.
    func refuseDescribing(_ value: Compiled, at node: some SyntaxProtocol) {
        var type = value.type
        while case .optional(let inner)? = type { type = inner }
        if case .named(StringIndices.typeName)? = type {
            error(node, "unsupported", "printing a String.Index is not supported yet")
        }
        if Self.keyValuePairsElements(type) != nil {
            error(node, "unsupported", "printing a KeyValuePairs value is not supported yet")
        }
    }
}
