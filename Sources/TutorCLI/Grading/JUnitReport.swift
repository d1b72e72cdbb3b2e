import Foundation

/// `junit.xml`: a `<testsuite>` per student, a `<testcase>` per check of each exercise graded,
/// a `<failure>` for a check that failed and an `<error>` for one that could not run, each
/// with the message as its `message` attribute and text. Text is escaped, and characters XML
/// 1.0 does not allow are left out, whatever a student's program printed.
package enum JUnitReport {
    /// The file's text for `records` (grouped by student in their order).
    package static func text(_ records: [GradeRecord]) -> String {
        var students: [String] = []
        var byStudent: [String: [GradeRecord]] = [:]
        for record in records {
            if byStudent[record.student] == nil { students.append(record.student) }
            byStudent[record.student, default: []].append(record)
        }
        let all = records.flatMap(\.checkLines)
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        xml += "<testsuites name=\"vctutor grade\"\(counts(all))>\n"
        for student in students {
            let studentRecords = byStudent[student] ?? []
            xml += "  <testsuite name=\"\(escape(student))\"\(counts(studentRecords.flatMap(\.checkLines)))>\n"
            for record in studentRecords {
                for line in record.checkLines {
                    xml += "    <testcase classname=\"\(escape(student + "." + record.exercise))\" name=\"\(escape(line.id))\""
                    switch line.status {
                    case .pass:
                        xml += "/>\n"
                    case .fail, .error:
                        let element = line.status == .fail ? "failure" : "error"
                        let message = line.message ?? ""
                        let summary = message.split(separator: "\n").first.map(String.init) ?? ""
                        xml += ">\n      <\(element) message=\"\(escape(summary))\" type=\"\(escape(record.outcome.status))\">"
                        xml += escape(message) + "</\(element)>\n    </testcase>\n"
                    }
                }
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    private static func counts(_ lines: [CheckLine]) -> String {
        " tests=\"\(lines.count)\" failures=\"\(lines.count(where: { $0.status == .fail }))\" errors=\"\(lines.count(where: { $0.status == .error }))\""
    }

    /// `text` escaped for an attribute or element, without characters XML 1.0 forbids.
    package static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result += "&#\(scalar.value);"
            default:
                let value = scalar.value
                let allowed = (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || value >= 0x10000
                if allowed { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}
