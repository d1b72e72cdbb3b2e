import SwiftSyntax

extension Compiler {
    /// Refuses writing out a `String.Index` (in `print`, interpolation): Swift prints its
    /// internal bits (`Index(_rawBits: 65793)`), which the interpreter's Character offsets
    /// cannot reproduce.
    func refuseDescribingStringIndex(_ value: Compiled, at node: some SyntaxProtocol) {
        var type = value.type
        while case .optional(let inner)? = type { type = inner }
        if case .named(StringIndices.typeName)? = type {
            error(node, "unsupported", "printing a String.Index is not supported yet")
        }
    }
}
