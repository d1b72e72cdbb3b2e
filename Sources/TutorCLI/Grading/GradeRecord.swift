import Foundation

/// One student's graded submission for one exercise: what every report is written from.
package struct GradeRecord: Equatable, Sendable {
    /// The student's folder name.
    package var student: String
    /// The exercise's id.
    package var exercise: String
    /// How checking ended.
    package var outcome: GradeOutcome
    /// The exercise's check ids, in order (known even when no check ran).
    package var checkIDs: [String]

    package init(student: String, exercise: String, outcome: GradeOutcome, checkIDs: [String]) {
        self.student = student
        self.exercise = exercise
        self.outcome = outcome
        self.checkIDs = checkIDs
    }

    /// The submission's verdict.
    package var verdict: GradeVerdict { outcome.verdict }

    /// The status the CSV and the summary show: the verdict, or `missing`.
    package var status: String { outcome.status == GradeOutcome.missing ? GradeOutcome.missing : verdict.rawValue }

    /// Checks passed (none when no check ran).
    package var checksPassed: Int { verdict == .error ? 0 : outcome.checksPassed }

    /// The exercise's number of checks.
    package var checksTotal: Int { max(checkIDs.count, outcome.checks.count) }

    /// The share of checks passed, from 0 to 1, with two decimals (`0.75`).
    package var score: String {
        guard checksTotal > 0 else { return "0.00" }
        return String(format: "%.2f", Double(checksPassed) / Double(checksTotal))
    }

    /// One line per check, in the exercise's order: passed, failed with the exercise's
    /// message (and what stopped the program, if something did), or errored with what stopped
    /// the checker.
    package var checkLines: [CheckLine] {
        guard verdict != .error else {
            return checkIDs.map { CheckLine(id: $0, status: .error, message: outcome.problem) }
        }
        let stopped = outcome.problem.isEmpty ? "" : "\n\n" + outcome.problem
        return outcome.checks.map { check in
            check.passed
                ? CheckLine(id: check.id, status: .pass, message: nil)
                : CheckLine(id: check.id, status: .fail, message: check.message + stopped)
        }
    }
}

/// One check's line in the reports.
package struct CheckLine: Equatable, Sendable {
    package var id: String
    package var status: GradeVerdict
    /// Why it did not pass; nil when it passed.
    package var message: String?
}

extension GradeOutcome {
    /// The status of a submission that has no code for the exercise.
    package static let missing = "missing"
}
