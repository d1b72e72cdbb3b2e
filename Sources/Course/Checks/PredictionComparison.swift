import Foundation
import SwiftSyntax

/// An `expect: prediction` check: the learner's written prediction against the lines the
/// program printed.
///
/// The prediction is the string literal the learner's top-level `let` or `var` of that name
/// holds (read from the code, so it is the same for `entry: app` and `entry: script`); a
/// missing variable, or one whose value is not a plain string literal, is an empty prediction.
/// Both sides are compared as lines, each trimmed, blank ones dropped, in order.
enum PredictionComparison {
    /// The result, with `line` the 1-based number of the first line that differs.
    static func evaluate(variable: String, in source: LearnerSource?, printed output: String) -> CheckEvaluation {
        let predicted = lines(of: source?.topLevelString(named: variable) ?? "")
        let printed = lines(of: output)
        let firstDifference = (0..<max(predicted.count, printed.count)).first { index in
            predicted.indices.contains(index) != printed.indices.contains(index) || predicted[index] != printed[index]
        }
        guard let index = firstDifference else {
            return CheckEvaluation(passed: true, found: .text(output), expected: .text(output))
        }
        func finding(_ lines: [String]) -> Finding { lines.indices.contains(index) ? .text(lines[index]) : .noText }
        return CheckEvaluation(passed: false, found: finding(predicted), expected: finding(printed), line: index + 1)
    }

    /// The lines of `text`, each trimmed of spaces and tabs, without the blank ones.
    static func lines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
    }
}

extension LearnerSource {
    /// The top-level `let` or `var` declarations of these names (each whole declaration).
    func topLevelVariables(named names: Set<String>) -> [VariableDeclSyntax] {
        tree.statements.compactMap { item in
            guard let variable = item.item.as(VariableDeclSyntax.self) else { return nil }
            let declares = variable.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self).map { names.contains($0.identifier.text) } ?? false
            }
            return declares ? variable : nil
        }
    }

    /// The value of the top-level constant or variable `name` when it is a string literal
    /// without interpolation (single-line or multi-line, escapes resolved); nil otherwise.
    func topLevelString(named name: String) -> String? {
        for variable in topLevelVariables(named: [name]) {
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.initializer?.value.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            }
        }
        return nil
    }
}
