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
        // The lexer's diagnostic for that `=` is an error, and a token with an error marks every
        // node above it (`hasError`): a tree without one has no such token, and is not walked.
        guard tree.hasError else { return [] }
        return tree.tokens(viewMode: .sourceAccurate).compactMap { token in
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

/// Square brackets nested deeper than swift-syntax 603.0.1's parser can look ahead through in
/// reasonable time: its type lookahead (`[` may open an array type or an inline array type)
/// doubles its work with each level, so `[[[[…` twenty deep takes minutes. Found by fuzzing.
/// Real programs nest a few levels; the scan runs before parsing and stops such input at once.
enum BracketDepthGuard {
    /// The deepest nesting accepted.
    static let maximumDepth = 10

    /// A diagnostic at the first `[` nested deeper than `maximumDepth` (outside strings and
    /// comments), or nil.
    static func diagnostic(for source: String) -> Diagnostic? {
        let bytes = Array(source.utf8)
        let quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        let newline = UInt8(ascii: "\n"), backslash = UInt8(ascii: "\\")
        var depth = 0, line = 1, lineStart = 0, i = 0
        func at(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }
        while i < bytes.count {
            let byte = bytes[i]
            if byte == newline { line += 1; lineStart = i + 1; i += 1; continue }
            if byte == slash, at(i + 1) == slash {
                while i < bytes.count, bytes[i] != newline { i += 1 }
                continue
            }
            if byte == slash, at(i + 1) == star {
                var comments = 1
                i += 2
                while i < bytes.count, comments > 0 {
                    if bytes[i] == newline { line += 1; lineStart = i + 1 }
                    if bytes[i] == slash, at(i + 1) == star { comments += 1; i += 1 }
                    else if bytes[i] == star, at(i + 1) == slash { comments -= 1; i += 1 }
                    i += 1
                }
                continue
            }
            if byte == quote {
                let multiline = at(i + 1) == quote && at(i + 2) == quote
                i += multiline ? 3 : 1
                while i < bytes.count {
                    if bytes[i] == backslash { i += 2; continue }
                    if bytes[i] == newline {
                        if !multiline { break }
                        line += 1; lineStart = i + 1
                    }
                    if bytes[i] == quote, !multiline || (at(i + 1) == quote && at(i + 2) == quote) {
                        i += multiline ? 3 : 1
                        break
                    }
                    i += 1
                }
                continue
            }
            if byte == UInt8(ascii: "[") {
                depth += 1
                if depth > maximumDepth {
                    return Diagnostic(
                        id: "nesting-too-deep", severity: .error, line: line, column: i - lineStart + 1,
                        message: "square brackets are nested more than \(maximumDepth) deep; vctutor cannot check code nested this deeply")
                }
            } else if byte == UInt8(ascii: "]") {
                depth = max(0, depth - 1)
            }
            i += 1
        }
        return nil
    }
}
