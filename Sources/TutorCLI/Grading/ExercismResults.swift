import Foundation

/// A submission's `results.json` in Exercism's test-runner format, version 3
/// (exercism/docs, building/tooling/test-runners/interface.md): `status` is `pass`, `fail` or
/// `error`; `message` is there only for `error` (at most 65,535 characters); `tests` holds one
/// entry per check in the exercise's order (left out for `error`, when no test ran), each with
/// `name`, `status`, `message` when it did not pass, `output` (what the program printed, at
/// most 500 characters) when there is any, and `task_id` 1 (an exercise is one task).
package struct ExercismResults: Encodable, Equatable {
    package var version = 3
    package var status: GradeVerdict
    package var message: String?
    package var tests: [Test]?

    /// One test (one check) of the submission.
    package struct Test: Encodable, Equatable {
        package var name: String
        package var status: GradeVerdict
        package var message: String?
        package var output: String?
        package var taskID = 1

        enum CodingKeys: String, CodingKey {
            case name, status, message, output
            case taskID = "task_id"
        }
    }

    /// The results of `record`; `truncated` is the note put after output cut at 500 characters.
    package init(_ record: GradeRecord, truncated: String) {
        status = record.verdict
        guard status != .error else {
            message = String(record.outcome.problem.prefix(65_535))
            return
        }
        let output = Self.limit(record.outcome.output, note: truncated)
        tests = record.checkLines.map { line in
            Test(name: line.id, status: line.status, message: line.message, output: output)
        }
    }

    /// The program's output for the `output` field: nil when empty, cut to 500 characters
    /// (the note included) when longer.
    static func limit(_ output: String, note: String) -> String? {
        guard !output.isEmpty else { return nil }
        guard output.count > 500 else { return output }
        let suffix = "\n" + note
        return String(output.prefix(max(0, 500 - suffix.count))) + suffix
    }

    /// The file's bytes: sorted keys, indented, so that the same results give the same file.
    package func encoded() throws -> Data {
        try GradeJSON.encoder.encode(self)
    }
}

/// The JSON encoder of every file `vctutor grade` writes.
enum GradeJSON {
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
