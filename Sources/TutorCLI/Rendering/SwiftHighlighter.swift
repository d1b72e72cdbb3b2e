import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Colours Swift source for the terminal with swift-syntax's classification (keywords,
/// types, literals, comments), the way an editor would.
package enum SwiftHighlighter {
    /// `source` with ANSI colours; unchanged when `style` has no colour.
    package static func highlight(_ source: String, style: TerminalStyle) -> String {
        guard style.colour else { return source }
        let tree = Parser.parse(source: source)
        let bytes = Array(source.utf8)
        var result = ""
        var position = 0
        for range in tree.classifications {
            let start = range.range.lowerBound.utf8Offset
            let end = range.range.upperBound.utf8Offset
            guard start >= position, end <= bytes.count, start <= end else { continue }
            if start > position { result += String(decoding: bytes[position..<start], as: UTF8.self) }
            let piece = String(decoding: bytes[start..<end], as: UTF8.self)
            result += colourLines(piece, codes: codes(for: range.kind), style: style)
            position = end
        }
        if position < bytes.count { result += String(decoding: bytes[position...], as: UTF8.self) }
        return result
    }

    /// Styles each line separately, so a multi-line comment stays coloured line by line.
    private static func colourLines(_ text: String, codes: [TerminalStyle.Code], style: TerminalStyle) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { style.apply(codes, String($0)) }
            .joined(separator: "\n")
    }

    private static func codes(for kind: SyntaxClassification) -> [TerminalStyle.Code] {
        switch kind {
        case .keyword, .attribute, .ifConfigDirective: return [.magenta]
        case .type: return [.cyan]
        case .stringLiteral, .regexLiteral: return [.red]
        case .integerLiteral, .floatLiteral: return [.blue]
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return [.grey]
        case .editorPlaceholder: return [.underline]
        default: return []
        }
    }
}
