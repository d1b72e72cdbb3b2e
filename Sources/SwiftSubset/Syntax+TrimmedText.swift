import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source text without the trivia before its first token and after its last:
    /// what `trimmedDescription` gives, read from the tokens in place. `trimmedDescription`
    /// builds a trimmed copy of the whole subtree first, which made it a few percent of every
    /// run's compilation (declarations, conformances and checks read type names with it).
    var trimmedText: String {
        var text = ""
        var previousTrailing: Trivia? = nil
        for token in tokens(viewMode: .sourceAccurate) {
            if let trailing = previousTrailing {
                trailing.write(to: &text)
                token.leadingTrivia.write(to: &text)
            }
            text += token.text
            previousTrailing = token.trailingTrivia
        }
        return text
    }
}
