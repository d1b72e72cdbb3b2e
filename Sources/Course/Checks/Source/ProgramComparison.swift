import Foundation
import SwiftSyntax

/// The `program-unchanged` rule: the learner's code and the starter, token for token, without
/// comments and whitespace (trivia) and without the top-level declarations of the ignored
/// variables (a predict exercise's prediction, which the learner writes).
enum ProgramComparison {
    static func evaluate(_ source: LearnerSource, starter: LearnerSource, ignoring names: [String]) -> (passed: Bool, found: SourceFinding) {
        let learned = tokens(of: source, ignoring: Set(names))
        let given = tokens(of: starter, ignoring: Set(names))
        let index = Array(zip(learned, given)).firstIndex { $0.text != $1.text } ?? min(learned.count, given.count)
        if index < learned.count {
            let line = source.line(of: learned[index])
            return (false, .code(line: line, text: source.lineText(line)))
        }
        if index < given.count {
            return (false, .endsEarly(line: learned.last.map { source.line(of: $0) } ?? 0))
        }
        return (true, .obeyed)
    }

    /// The tokens of the code, in order, outside the top-level declarations of `names`.
    private static func tokens(of source: LearnerSource, ignoring names: Set<String>) -> [TokenSyntax] {
        let skipped = source.topLevelVariables(named: names).map { $0.position..<$0.endPosition }
        return source.tree.tokens(viewMode: .sourceAccurate).filter { token in
            token.tokenKind != .endOfFile && !skipped.contains { $0.contains(token.positionAfterSkippingLeadingTrivia) }
        }
    }
}

extension LearnerSource {
    /// Line `number` (1-based) of the code, trimmed, clipped for a message; empty past the end.
    func lineText(_ number: Int) -> String {
        let lines = tree.description.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(number - 1) else { return "" }
        let text = lines[number - 1].trimmingCharacters(in: .whitespaces)
        return text.count > 80 ? String(text.prefix(79)) + "…" : text
    }
}
