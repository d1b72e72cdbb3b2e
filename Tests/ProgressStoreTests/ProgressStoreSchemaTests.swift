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
        #expect(try store.reviewItems().first?.state == SM2.State(repetitions: 2, intervalDays: 6, ease: 2.6))
        // And it takes new writes.
        try store.recordReading(lessonId: "launch", pagesRead: 1, finished: false, now: Date())
        #expect(try store.readings().count == 2)
    }

    @Test func aNewFileHasEveryKnownMigration() throws {
        let folder = try TemporaryFolder()
        let store = try ProgressStore(path: folder.path("new.sqlite"))
        let applied = try store.pool.read { db in try Schema.migrator.appliedIdentifiers(db) }
        #expect(applied == Schema.knownMigrations)
        #expect(try store.pool.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
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
