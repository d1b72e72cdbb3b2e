import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source text without the trivia before its first token and after its last:
    /// what `trimmedDescription` gives, read from the tokens in place. `trimmedDescription`
    /// builds a trimmed copy of the whole subtree first, which made it a few percent of every
    /// run's compilation (declarations, conformances and checks read type names with it).
    /// Backticks taken out of identifiers (``BacktickedIdentifiers``) are left out: a name reads
    /// as swiftc prints it.
    var trimmedText: String {
        var text = ""
        var previousTrailing: Trivia? = nil
        for token in tokens(viewMode: .sourceAccurate) {
            if let trailing = previousTrailing {
                Self.write(trailing, to: &text)
                Self.write(token.leadingTrivia, to: &text)
            }
            text += token.text
            previousTrailing = token.trailingTrivia
        }
        return text
    }

    /// `trivia`'s text without the backticks taken out of identifiers.
    private static func write(_ trivia: Trivia, to text: inout String) {
        for piece in trivia.pieces where piece != BacktickedIdentifiers.quote { piece.write(to: &text) }
    }
}
