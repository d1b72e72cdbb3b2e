import SwiftSyntax

/// Inputs on which swift-syntax 603.0.1's `ParseDiagnosticsGenerator` traps instead of
/// reporting, found by fuzzing (Fuzz/regressions). The interpreter reports these itself and
/// does not call the generator for them.
///
/// The one known today: an `=` that the lexer flags for inconsistent whitespace although
/// both neighbouring trivia hold a space, as in `let a \u{FFFD}= 1` (the invalid character
/// is trivia): the generator's Fix-It has no change and `FixIt.init` traps.
enum ParserTrapGuard {
    /// Diagnostics to report instead of the generator's, or empty when the generator is safe.
    static func diagnostics(for tree: SourceFileSyntax, converter: SourceLocationConverter) -> [Diagnostic] {
        tree.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides,
                  token.previousToken(viewMode: .all)?.trailingTrivia.contains(where: \.isSpaceOrTab) ?? false,
                  token.trailingTrivia.contains(where: \.isSpaceOrTab)
            else { return nil }
            let location = token.startLocation(converter: converter)
            return Diagnostic(
                id: "parse-error", severity: .error, line: location.line, column: location.column,
                message: "'=' must have consistent whitespace on both sides (is there an invisible or invalid character before it?)")
        }
    }
}

private extension TriviaPiece {
    var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: true
        default: false
        }
    }
}
