import Foundation
import GRDB
import Testing
@testable import ProgressStore

@Suite struct ProgressStoreSchemaTests {
    /// The v1 schema exactly as released, with some rows: a file written by the first vctutor.
    /// Never update this text when the schema changes: it is what old files look like.
    static let releasedV1 = """
        CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
        INSERT INTO grdb_migrations VALUES ('v1');
        CREATE TABLE "profile" ("name" TEXT PRIMARY KEY, "language" TEXT, "createdAt" DATETIME NOT NULL);
        CREATE TABLE "lessonReading" ("profile" TEXT NOT NULL, "lessonId" TEXT NOT NULL, "pagesRead" INTEGER NOT NULL DEFAULT 0, "finished" BOOLEAN NOT NULL DEFAULT 0, "updatedAt" DATETIME NOT NULL, PRIMARY KEY ("profile", "lessonId"));
        CREATE TABLE "quizAttempt" ("id" TEXT PRIMARY KEY, "profile" TEXT NOT NULL, "quizId" TEXT NOT NULL, "startedAt" DATETIME NOT NULL);
        CREATE TABLE "quizAnswer" ("id" TEXT PRIMARY KEY, "attemptId" TEXT NOT NULL REFERENCES "quizAttempt"("id") ON DELETE CASCADE, "questionId" TEXT NOT NULL, "given" TEXT NOT NULL, "correct" BOOLEAN NOT NULL, "answeredAt" DATETIME NOT NULL);
        CREATE TABLE "exerciseAttempt" ("id" TEXT PRIMARY KEY, "profile" TEXT NOT NULL, "exerciseId" TEXT NOT NULL, "passed" BOOLEAN NOT NULL, "checksPassed" INTEGER NOT NULL, "checksTotal" INTEGER NOT NULL, "attemptedAt" DATETIME NOT NULL);
        CREATE TABLE "reviewItem" ("profile" TEXT NOT NULL, "questionId" TEXT NOT NULL, "repetitions" INTEGER NOT NULL, "intervalDays" INTEGER NOT NULL, "ease" DOUBLE NOT NULL, "dueDate" DATETIME NOT NULL, "updatedAt" DATETIME NOT NULL, PRIMARY KEY ("profile", "questionId"));
        INSERT INTO profile VALUES ('default', 'ru', '2026-01-01 10:00:00.000');
        INSERT INTO lessonReading VALUES ('default', 'windows', 4, 1, '2026-01-01 10:05:00.000');
        INSERT INTO exerciseAttempt VALUES ('E1', 'default', 'root-in-code', 1, 3, 3, '2026-01-01 10:10:00.000');
        INSERT INTO reviewItem VALUES ('default', 'windows.q1', 2, 6, 2.6, '2026-01-07 10:00:00.000', '2026-01-01 10:00:00.000');
        """

    @Test func aFileFromTheFirstSchemaOpensWithItsProgress() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("old.sqlite")
        try DatabaseQueue(path: path).write { db in try db.execute(sql: Self.releasedV1) }
        let store = try ProgressStore(path: path)
        #expect(try store.currentProfile()?.language == "ru")
        #expect(try store.readings()["windows"]?.pagesRead == 4)
        #expect(try store.exerciseStatuses() == ["root-in-code": .passed])
        // Converted to FSRS (migration v3): stability = the SM-2 interval, still due when it was.
        #expect(try store.reviewItems().first?.stability == 6)
        // And it takes new writes.
        try store.recordReading(lessonId: "launch", pagesRead: 1, finished: false, now: Date())
        #expect(try store.readings().count == 2)
    }

    /// The v2 schema exactly as released (v1 plus `hintProgress`), with an SM-2 schedule. Never
    /// update this text when the schema changes.
    static let releasedV2 = releasedV1.replacingOccurrences(
        of: "INSERT INTO grdb_migrations VALUES ('v1');",
        with: "INSERT INTO grdb_migrations VALUES ('v1'); INSERT INTO grdb_migrations VALUES ('v2');") + """

        CREATE TABLE "hintProgress" ("profile" TEXT NOT NULL, "exerciseId" TEXT NOT NULL, "shown" INTEGER NOT NULL, "updatedAt" DATETIME NOT NULL, PRIMARY KEY ("profile", "exerciseId"));
        INSERT INTO hintProgress VALUES ('default', 'root-in-code', 2, '2026-01-01 10:11:00.000');
        INSERT INTO reviewItem VALUES ('default', 'windows.q2', 0, 1, 1.3, '2026-01-02 10:00:00.000', '2026-01-01 10:00:00.000');
        INSERT INTO reviewItem VALUES ('other', 'windows.q1', 3, 9223372036854775807, 1e308, '99999-01-01 00:00:00.000', 'not a date');
        """

    /// Migration v3 converts every SM-2 schedule to an FSRS card by the documented rule and
    /// keeps the SM-2 rows. The expected difficulties are the rule's formula evaluated in Python:
    /// 11 − (ease − 1)/(e^1.8722 · S^−0.1666 · (e^0.0796 − 1)), clamped to 1...10.
    @Test func aV2FileIsMigratedToFSRSKeepingItsSM2History() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("v2.sqlite")
        try DatabaseQueue(path: path).write { db in try db.execute(sql: Self.releasedV2) }
        let store = try ProgressStore(path: path)
        let cards = Dictionary(uniqueKeysWithValues: try store.reviewItems().map { ($0.questionId, $0) })
        let q1 = try #require(cards["windows.q1"])
        #expect(q1.phase == .review && q1.step == nil && q1.stability == 6)
        #expect(abs((q1.difficulty ?? 0) - 6.997224681234339) < 1e-9)
        #expect(q1.dueDate == Date(timeIntervalSince1970: 1_767_780_000))  // 2026-01-07 10:00 UTC, as it was
        #expect(q1.lastReview == Date(timeIntervalSince1970: 1_767_261_600))  // its SM-2 update, 2026-01-01 10:00
        let q2 = try #require(cards["windows.q2"])
        #expect(q2.stability == 1 && q2.difficulty == 10)
        #expect(try store.hintsShown(exerciseId: "root-in-code") == 2)
        // The SM-2 rows are still there.
        let kept = try store.database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM reviewItem") }
        #expect(kept == 3)
        // Absurd SM-2 values (another profile's row) became a card the scheduler can use.
        let other = try ProgressStore(path: path, profile: "other")
        let odd = try #require(try other.reviewItems().first)
        #expect(odd.stability == Double(FSRS.maximumInterval))
        #expect(try other.dueReviews(at: Date()).count == 1, "an unreadable due date counts as due")
        // And the file still exports into a file that imports.
        let file = folder.url.appendingPathComponent("all.json")
        try other.export(to: file, now: Date())
        try ProgressStore(path: folder.path("fresh.sqlite")).importFile(file)
        let next = try #require(try other.recordAnswer(QuizAnswer(
            attemptId: try other.startQuiz(quizId: "review", now: Date()).id, questionId: "windows.q1",
            given: "b", correct: true, answeredAt: Date())))
        #expect(next.dueDate > Date() && next.dueDate < Date() + 36_501 * 86_400)
    }

    @Test func aNewFileHasEveryKnownMigration() throws {
        let folder = try TemporaryFolder()
        let store = try ProgressStore(path: folder.path("new.sqlite"))
        let applied = try store.database.read { db in try Schema.migrator.appliedIdentifiers(db) }
        #expect(applied == Schema.knownMigrations)
        #expect(try store.database.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
    }

    @Test func aFileFromANewerVctutorIsRefusedUntouched() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("newer.sqlite")
        _ = try ProgressStore(path: path)
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99')")
        }
        let error = #expect(throws: ProgressStoreError.self) { try ProgressStore(path: path) }
        #expect(error?.kind == .newerSchema)
        #expect(error?.description.contains("v99") == true)
        #expect(error?.description.contains("reset --move-aside") == true)
        // Still there, still holding the unknown migration.
        let ids = try DatabaseQueue(path: path).read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(ids.contains("v99"))
    }

    @Test func aDamagedFileIsReportedAndCanBeMovedAside() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("damaged.sqlite")
        let garbage = Data(repeating: 0x5A, count: 4096)
        try garbage.write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: ProgressStoreError.self) { try ProgressStore(path: path) }
        #expect(error?.kind == .damaged)
        #expect(error?.canMoveAside == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)

        let now = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 00:00:00 UTC
        let backup = try ProgressStore.moveAside(path: path, now: now)
        #expect(backup == path + ".backup-20260101T000000Z")
        #expect(try Data(contentsOf: URL(fileURLWithPath: backup)) == garbage)
        #expect(!FileManager.default.fileExists(atPath: path))
        let fresh = try ProgressStore(path: path)
        #expect(try fresh.readings().isEmpty)
    }

    @Test func aMissingFolderIsReportedAsInaccessible() throws {
        let error = #expect(throws: ProgressStoreError.self) {
            try ProgressStore(path: "/nonexistent-vctutor-folder/progress.sqlite")
        }
        #expect(error?.kind == .inaccessible)
    }
}
