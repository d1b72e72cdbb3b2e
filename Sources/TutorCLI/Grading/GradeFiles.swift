import Foundation

/// The files `vctutor grade` writes into its results folder: `grades.csv`, `junit.xml`, and
/// per submission Exercism's `STUDENT/EXERCISE/results.json` or per student Gradescope's
/// `STUDENT/results.json`. Same records, same bytes.
struct GradeFiles {
    var folder: String
    var format: GradeFormat
    /// The note after a program's output cut to Exercism's 500 characters.
    var truncatedNote: String

    func write(_ records: [GradeRecord]) throws {
        try save(Data(GradesCSV.text(records).utf8), to: "grades.csv")
        try save(Data(JUnitReport.text(records).utf8), to: "junit.xml")
        switch format {
        case .exercism:
            for record in records {
                try save(ExercismResults(record, truncated: truncatedNote).encoded(),
                         to: record.student + "/" + record.exercise + "/results.json")
            }
        case .gradescope:
            var students: [String] = []
            for record in records where students.last != record.student { students.append(record.student) }
            for student in students {
                try save(GradescopeResults(records.filter { $0.student == student }).encoded(), to: student + "/results.json")
            }
        }
    }

    private func save(_ data: Data, to relative: String) throws {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}

/// What `vctutor grade --json` prints: where the files are, the summary per exercise and
/// every submission's row of the CSV.
struct GradeJSONSummary: Encodable {
    var out: String
    var exercises: [Exercise]
    var submissions: [Submission]

    struct Exercise: Encodable {
        var id: String
        var passed, failed, errors, missing: Int
        var commonestFailedCheck: String?

        enum CodingKeys: String, CodingKey {
            case id, passed, failed, errors, missing
            case commonestFailedCheck = "commonest_failed_check"
        }
    }

    struct Submission: Encodable {
        var student, exercise, status: String
        var checksPassed, checksTotal: Int
        var score: String

        enum CodingKeys: String, CodingKey {
            case student, exercise, status, score
            case checksPassed = "checks_passed"
            case checksTotal = "checks_total"
        }
    }

    init(out: String, records: [GradeRecord], summary: GradeSummary) {
        self.out = out
        exercises = summary.rows.map {
            Exercise(id: $0.exercise, passed: $0.passed, failed: $0.failed, errors: $0.errors, missing: $0.missing,
                     commonestFailedCheck: $0.commonestFailedCheck)
        }
        submissions = records.map {
            Submission(student: $0.student, exercise: $0.exercise, status: $0.status,
                       checksPassed: $0.checksPassed, checksTotal: $0.checksTotal, score: $0.score)
        }
    }

    func text() throws -> String {
        String(decoding: try GradeJSON.encoder.encode(self), as: UTF8.self)
    }
}
