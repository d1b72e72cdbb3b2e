import Foundation

/// `grades.csv`: one row per student and exercise (`student,exercise,status,checks_passed,
/// checks_total,score`), as RFC 4180 writes CSV: CRLF after every row, and a field holding a
/// comma, a double quote, CR or LF enclosed in double quotes with its quotes doubled.
package enum GradesCSV {
    /// The file's text for `records`, in their order.
    package static func text(_ records: [GradeRecord]) -> String {
        var rows = [["student", "exercise", "status", "checks_passed", "checks_total", "score"]]
        for record in records {
            rows.append([record.student, record.exercise, record.status,
                         String(record.checksPassed), String(record.checksTotal), record.score])
        }
        return rows.map { $0.map(field).joined(separator: ",") + "\r\n" }.joined()
    }

    /// One field, quoted when RFC 4180 requires it.
    package static func field(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) else {
            return value
        }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
