import Foundation

/// The numbers `vctutor grade` prints per exercise: how many submissions passed, failed,
/// errored and were missing, and the check that failed most often.
package struct GradeSummary: Equatable, Sendable {
    package struct Row: Equatable, Sendable {
        package var exercise: String
        package var passed = 0
        package var failed = 0
        package var errors = 0
        package var missing = 0
        /// The check that failed in the most submissions (the first in the exercise's order
        /// on a tie), or nil when none failed.
        package var commonestFailedCheck: String?
        /// In how many submissions it failed.
        package var commonestFailedCount = 0
    }

    package var rows: [Row]

    /// The summary of `records`, one row per exercise in `exercises`' order.
    package init(_ records: [GradeRecord], exercises: [String]) {
        rows = exercises.map { exercise in
            var row = Row(exercise: exercise)
            var failures: [String: Int] = [:]
            var order: [String] = []
            for record in records where record.exercise == exercise {
                switch record.status {
                case GradeOutcome.missing: row.missing += 1
                case GradeVerdict.pass.rawValue: row.passed += 1
                case GradeVerdict.fail.rawValue: row.failed += 1
                default: row.errors += 1
                }
                if order.isEmpty { order = record.checkIDs }
                for line in record.checkLines where line.status == .fail {
                    failures[line.id, default: 0] += 1
                }
            }
            for id in order + failures.keys.sorted() where (failures[id] ?? 0) > row.commonestFailedCount {
                row.commonestFailedCheck = id
                row.commonestFailedCount = failures[id] ?? 0
            }
            return row
        }
    }

    /// The table for a terminal, with headers from `strings`, columns aligned by display width.
    package func table(_ t: (String) -> String) -> String {
        let header = [t("grade.column.exercise"), t("grade.column.passed"), t("grade.column.failed"),
                      t("grade.column.errors"), t("grade.column.missing"), t("grade.column.commonest")]
        let body = rows.map { row in
            [row.exercise, String(row.passed), String(row.failed), String(row.errors), String(row.missing),
             row.commonestFailedCheck.map { "\($0) (\(row.commonestFailedCount))" } ?? "—"]
        }
        let all = [header] + body
        let widths = header.indices.map { column in all.map { TextWidth.columns(of: $0[column]) }.max() ?? 0 }
        return all.map { cells in
            cells.enumerated().map { column, cell in
                column == cells.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - TextWidth.columns(of: cell))
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
