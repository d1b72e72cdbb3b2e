import Foundation
import GRDB

/// The database schema, as named migrations. A released migration is never edited: a change
/// is a new migration appended at the end (`v2`, `v3`, ...).
enum Schema {
    /// Every migration this build knows, by identifier.
    static let knownMigrations: Set<String> = ["v1", "v2", "v3"]

    /// The migrator that brings any older file up to date.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1", migrate: v1)
        migrator.registerMigration("v2", migrate: v2)
        migrator.registerMigration("v3", migrate: v3)
        return migrator
    }

    /// The first schema: profiles, lesson reading, quiz and exercise attempts, review schedule.
    private static func v1(_ db: Database) throws {
        try db.create(table: "profile") { t in
            t.primaryKey("name", .text)
            t.column("language", .text)
            t.column("createdAt", .datetime).notNull()
        }
        try db.create(table: "lessonReading") { t in
            t.column("profile", .text).notNull()
            t.column("lessonId", .text).notNull()
            t.column("pagesRead", .integer).notNull().defaults(to: 0)
            t.column("finished", .boolean).notNull().defaults(to: false)
            t.column("updatedAt", .datetime).notNull()
            t.primaryKey(["profile", "lessonId"])
        }
        try db.create(table: "quizAttempt") { t in
            t.primaryKey("id", .text)
            t.column("profile", .text).notNull().indexed()
            t.column("quizId", .text).notNull()
            t.column("startedAt", .datetime).notNull()
        }
        try db.create(table: "quizAnswer") { t in
            t.primaryKey("id", .text)
            t.belongsTo("attempt", inTable: "quizAttempt", onDelete: .cascade).notNull()
            t.column("questionId", .text).notNull()
            t.column("given", .text).notNull()
            t.column("correct", .boolean).notNull()
            t.column("answeredAt", .datetime).notNull()
        }
        try db.create(table: "exerciseAttempt") { t in
            t.primaryKey("id", .text)
            t.column("profile", .text).notNull().indexed()
            t.column("exerciseId", .text).notNull()
            t.column("passed", .boolean).notNull()
            t.column("checksPassed", .integer).notNull()
            t.column("checksTotal", .integer).notNull()
            t.column("attemptedAt", .datetime).notNull()
        }
        try db.create(table: "reviewItem") { t in
            t.column("profile", .text).notNull()
            t.column("questionId", .text).notNull()
            t.column("repetitions", .integer).notNull()
            t.column("intervalDays", .integer).notNull()
            t.column("ease", .double).notNull()
            t.column("dueDate", .datetime).notNull()
            t.column("updatedAt", .datetime).notNull()
            t.primaryKey(["profile", "questionId"])
        }
    }

    /// v2: how many of each exercise's hints the learner has seen, so `hint` gives the next one.
    private static func v2(_ db: Database) throws {
        try db.create(table: "hintProgress") { t in
            t.column("profile", .text).notNull()
            t.column("exerciseId", .text).notNull()
            t.column("shown", .integer).notNull()
            t.column("updatedAt", .datetime).notNull()
            t.primaryKey(["profile", "exerciseId"])
        }
    }

    /// v3: review scheduling moves from SM-2 to FSRS. A new table `reviewCard` holds each
    /// question's FSRS card; every `reviewItem` row is converted into it by
    /// ``FSRS/card(sm2Ease:intervalDays:reviewedAt:due:)`` (stability = the SM-2 interval,
    /// difficulty from the ease, still due when it was). The `reviewItem` rows are kept as they
    /// were, as the SM-2 history; nothing writes them any more. Dates are copied as stored, and
    /// a value that is not a number counts as SM-2's defaults, so no stored value stops the
    /// migration.
    private static func v3(_ db: Database) throws {
        try db.create(table: "reviewCard") { t in
            t.column("profile", .text).notNull()
            t.column("questionId", .text).notNull()
            t.column("phase", .text).notNull()
            t.column("step", .integer)
            t.column("stability", .double)
            t.column("difficulty", .double)
            t.column("lastReview", .datetime)
            t.column("dueDate", .datetime).notNull()
            t.column("updatedAt", .datetime).notNull()
            t.primaryKey(["profile", "questionId"])
        }
        let rows = try Row.fetchAll(db, sql: "SELECT rowid, ease, intervalDays FROM reviewItem")
        for row in rows {
            let ease = Double.fromDatabaseValue(row["ease"] as DatabaseValue) ?? 2.5
            let interval = Double.fromDatabaseValue(row["intervalDays"] as DatabaseValue) ?? 1
            let days = interval.isFinite ? Int(min(max(interval, 1), Double(FSRS.maximumInterval))) : 1
            let card = FSRS.card(sm2Ease: ease, intervalDays: days, reviewedAt: Date(), due: Date())
            try db.execute(
                sql: """
                    INSERT OR IGNORE INTO reviewCard
                    SELECT profile, questionId, 'review', NULL, ?, ?, updatedAt, dueDate, updatedAt
                    FROM reviewItem WHERE rowid = ?
                    """,
                arguments: [card.stability, card.difficulty, row["rowid"] as DatabaseValue])
        }
    }
}
