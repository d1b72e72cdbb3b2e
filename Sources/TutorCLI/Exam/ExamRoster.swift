import Classroom
import Foundation

/// Reads `roster.csv` (RFC 4180): one student a row, `id,name,language`, an optional header
/// row `id,name,language`.
enum ExamRoster {
    /// The students of `text`.
    ///
    /// - Throws: ``ExamInputError`` with the file and line: wrong number of fields, an empty or
    ///   repeated id, an id that cannot be a file name, an unknown language, no students.
    static func parse(_ text: String, path: String) throws -> [ExamStudent] {
        let records: [CSVRecord]
        do {
            records = try CSV.parseRecords(text)
        } catch let error as CSVError {
            switch error {
            case let .unclosedQuote(line):
                throw ExamInputError(key: "exam.error.roster_unclosed_quote", values: ["path": path, "line": "\(line)"])
            case let .textAfterQuote(line):
                throw ExamInputError(key: "exam.error.roster_text_after_quote", values: ["path": path, "line": "\(line)"])
            }
        }
        var students: [ExamStudent] = []
        var seen: Set<String> = []
        for record in records {
            let fields = record.fields.map { $0.trimmingCharacters(in: .whitespaces) }
            if fields == [""] { continue }
            func problem(_ key: String, _ values: [String: String] = [:]) -> ExamInputError {
                ExamInputError(key: key, values: values.merging(["path": path, "line": "\(record.line)"]) { $1 })
            }
            if students.isEmpty, seen.isEmpty, fields.map({ $0.lowercased() }) == ["id", "name", "language"] { continue }
            guard fields.count == 3 else { throw problem("exam.error.roster_fields", ["count": "\(fields.count)"]) }
            let (id, name, languageName) = (fields[0], fields[1], fields[2])
            guard !id.isEmpty else { throw problem("exam.error.roster_empty_id") }
            guard !id.hasPrefix("."), !id.contains("/"), !id.contains("\\") else {
                throw problem("exam.error.roster_bad_id", ["id": id])
            }
            guard seen.insert(id).inserted else { throw problem("exam.error.roster_repeated_id", ["id": id]) }
            guard let language = CourseLanguage(name: languageName) else {
                throw problem("exam.error.roster_language", ["language": languageName])
            }
            students.append(ExamStudent(id: id, name: name, language: language.rawValue))
        }
        guard !students.isEmpty else { throw ExamInputError(key: "exam.error.roster_empty", values: ["path": path]) }
        return students
    }
}

/// Bad input to an exam command: a UI string key and its values, shown in the teacher's language.
struct ExamInputError: Error, Hashable, Sendable {
    var key: String
    var values: [String: String] = [:]

    func message(_ session: CommandSession) -> String { session.t(key, values) }
}
