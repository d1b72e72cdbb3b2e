import Classroom
import Foundation
import GRDB

/// A live class's results in their own SQLite file (never the learner's progress file): one
/// row per session, per student and per answer, written as they come, so a crash of the host
/// loses nothing already answered. One file may hold many sessions.
public final class ClassRecord: Sendable {
    /// The SQLite file.
    public let path: String
    /// This session's row id.
    public let sessionId: Int64
    private let queue: DatabaseQueue

    /// Opens (creating if needed) the file and starts a session of `quiz`.
    ///
    /// - Throws: ``ClassRecordError`` naming the file when it cannot be opened or is not ours.
    public init(path: String, quiz: String, questionIds: [String], at date: Date) throws {
        self.path = path
        do {
            queue = try DatabaseQueue(path: path)
            try Self.migrator.migrate(queue)
            sessionId = try queue.write { db in
                try db.execute(sql: "INSERT INTO session (quiz, startedAt) VALUES (?, ?)", arguments: [quiz, date])
                let id = db.lastInsertedRowID
                for (index, questionId) in questionIds.enumerated() {
                    try db.execute(sql: "INSERT INTO question (session, position, questionId) VALUES (?, ?, ?)",
                                   arguments: [id, index, questionId])
                }
                return id
            }
        } catch {
            throw ClassRecordError(path: path, reason: (error as? DatabaseError)?.message ?? "\(error)")
        }
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "session") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("quiz", .text).notNull()
                t.column("startedAt", .datetime).notNull()
            }
            try db.create(table: "question") { t in
                t.column("session", .integer).notNull().references("session", onDelete: .cascade)
                t.column("position", .integer).notNull()
                t.column("questionId", .text).notNull()
                t.primaryKey(["session", "position"])
            }
            try db.create(table: "student") { t in
                t.column("session", .integer).notNull().references("session", onDelete: .cascade)
                t.column("name", .text).notNull()
                t.column("language", .text).notNull()
                t.column("joinedAt", .datetime).notNull()
                t.primaryKey(["session", "name"])
            }
            try db.create(table: "answer") { t in
                t.column("session", .integer).notNull().references("session", onDelete: .cascade)
                t.column("student", .text).notNull()
                t.column("position", .integer).notNull()
                t.column("answer", .text).notNull()
                t.column("chartKey", .text).notNull()
                t.column("correct", .boolean).notNull()
                t.column("answeredAt", .datetime).notNull()
                t.primaryKey(["session", "student", "position"])
            }
        }
        return migrator
    }

    /// Records that `name` joined (a rejoin updates the language).
    func saveStudent(name: String, language: String, at date: Date) throws {
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO student (session, name, language, joinedAt) VALUES (?, ?, ?, ?)
                ON CONFLICT (session, name) DO UPDATE SET language = excluded.language
                """, arguments: [sessionId, name, language, date])
        }
    }

    /// Records an answer (a later answer to the same question replaces it).
    func saveAnswer(student: String, question: Int, questionId: String, answer: String, key: String, right: Bool, at date: Date) throws {
        try queue.write { db in
            try db.execute(sql: """
                INSERT OR REPLACE INTO answer (session, student, position, answer, chartKey, correct, answeredAt)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """, arguments: [sessionId, student, question, answer, key, right, date])
        }
    }

    /// This session as CSV (RFC 4180): a row per student and question, in joining order, with
    /// an empty answer and `correct` 0 for a question not answered.
    public func csv() throws -> String {
        let rows = try queue.read { db in
            try Row.fetchAll(db, sql: """
                SELECT s.name, s.language, q.position, q.questionId, a.answer, a.correct
                FROM student s JOIN question q ON q.session = s.session
                LEFT JOIN answer a ON a.session = s.session AND a.student = s.name AND a.position = q.position
                WHERE s.session = ? ORDER BY s.joinedAt, s.rowid, q.position
                """, arguments: [sessionId])
        }
        var text = CSV.record(["student", "language", "question", "question_id", "answer", "correct"])
        for row in rows {
            let position: Int = row[2]
            let correct: Bool? = row[5]
            text += CSV.record([row[0], row[1], String(position + 1), row[3], (row[4] as String?) ?? "", correct == true ? "1" : "0"])
        }
        return text
    }

    /// Writes ``csv()`` to `path`.
    public func exportCSV(to path: String) throws {
        do {
            try csv().write(toFile: path, atomically: true, encoding: .utf8)
        } catch let error as ClassRecordError {
            throw error
        } catch {
            throw ClassRecordError(path: path, reason: "cannot write the CSV: \(error.localizedDescription)")
        }
    }
}

/// A results file that cannot be used.
public struct ClassRecordError: Error, CustomStringConvertible, Sendable {
    /// The file.
    public let path: String
    /// What is wrong.
    public let reason: String
    public var description: String { "'\(path)': \(reason)" }
}
