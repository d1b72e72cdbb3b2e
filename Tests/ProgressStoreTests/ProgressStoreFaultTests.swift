import Foundation
import GRDB
import Testing
@testable import ProgressStore

/// The store's promises under faults: durable commits, files it must not touch, writes that
/// fail loudly and are kept.
@Suite struct ProgressStoreFaultTests {
    let t0 = Date(timeIntervalSince1970: 1_767_225_600)

    // MARK: synchronous = FULL

    /// SQLite: PRAGMA synchronous reads 2 for FULL, 1 for NORMAL (sqlite.org/pragma.html#pragma_synchronous).
    @Test func theWriterConnectionCommitsWithSynchronousFull() throws {
        let folder = try TemporaryFolder()
        let store = try ProgressStore(path: folder.path("p.sqlite"))
        let level = try store.database.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") }
        #expect(level == 2)
    }

    /// Why it is set after opening: GRDB turns WAL on after `prepareDatabase` and sets NORMAL.
    @Test func grdbResetsSynchronousSetInPrepareDatabase() throws {
        let folder = try TemporaryFolder()
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
        let pool = try DatabasePool(path: folder.path("g.sqlite"), configuration: configuration)
        #expect(try pool.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") } == 1)
    }

    // MARK: files that are not opened for writing

    @Test func aNewerFileIsOpenedReadOnlyAndLeftByteForByte() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("newer.sqlite")
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY); INSERT INTO grdb_migrations VALUES ('v1'), ('v99')")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let error = #expect(throws: ProgressStoreError.self) { try ProgressStore(path: path) }
        #expect(error?.kind == .newerSchema)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        // Not turned into WAL mode (byte 18 of the header is 1 for a rollback journal, 2 for WAL).
        #expect(before[18] == 1)
    }

    @Test func anEmptyFileIsReportedNotReplaced() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("empty.sqlite")
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        let error = #expect(throws: ProgressStoreError.self) { try ProgressStore(path: path) }
        #expect(error?.kind == .empty)
        #expect(error?.canMoveAside == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty)
    }

    @Test func aFolderWhereTheFileShouldBeIsReported() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("folder.sqlite")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let error = #expect(throws: ProgressStoreError.self) { try ProgressStore(path: path) }
        #expect(error?.kind == .folder)
        #expect(error?.description.contains("is a folder") == true)
    }

    /// Root reads any file, so this runs only as another user.
    @Test(.enabled(if: getuid() != 0, "root reads a file whatever its permissions"))
    func aFileWithoutReadPermissionIsReportedAsUnreadable() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("secret.sqlite")
        _ = try ProgressStore(path: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path) }
        let error = #expect(throws: ProgressStoreError.self) { try ProgressStore(path: path) }
        #expect(error?.kind == .unreadable)
    }

    // MARK: writes that fail

    @Test func aLockedFileFailsTheWriteAndKeepsIt() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("locked.sqlite")
        _ = try ProgressStore(path: path)
        let holder = try SecondProcess("--lock", path: path, ready: "locked")
        let store = try ProgressStore(path: path, busyTimeout: 0.2)
        let error = #expect(throws: ProgressStoreError.self) {
            try store.recordExerciseAttempt(exerciseId: "e", passed: true, checksPassed: 1, checksTotal: 1, now: t0)
        }
        #expect(error?.kind == .locked)
        #expect(error?.keptIn == path + ".pending")
        #expect(error?.description.contains("locked") == true)
        #expect(try PendingJournal(databasePath: path).entries().count == 1)
        holder.finish()
        // The next open saves it.
        let next = try ProgressStore(path: path)
        #expect(try next.exerciseAttempts().map(\.exerciseId) == ["e"])
        #expect(try PendingJournal(databasePath: path).entries().isEmpty)
    }

    @Test func aFullDiskFailsTheWriteAndKeepsIt() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("full.sqlite")
        let store = try ProgressStore(path: path)
        // No page may be added: a large row cannot be stored (SQLITE_FULL).
        try store.database.writeWithoutTransaction { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 1
            try db.execute(sql: "PRAGMA max_page_count = \(pages)")
        }
        let error = #expect(throws: ProgressStoreError.self) {
            try store.recordExerciseAttempt(
                exerciseId: String(repeating: "x", count: 100_000), passed: true, checksPassed: 1, checksTotal: 1, now: t0)
        }
        #expect(error?.kind == .diskFull)
        #expect(error?.keptIn != nil)
        #expect(try PendingJournal(databasePath: path).entries().count == 1)
    }

    @Test func aReadOnlyConnectionFailsTheWriteAndKeepsIt() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("ro.sqlite")
        let store = try ProgressStore(path: path)
        try store.database.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA query_only = 1") }
        let error = #expect(throws: ProgressStoreError.self) { try store.startQuiz(quizId: "windows", now: t0) }
        #expect(error?.kind == .readOnly)
        #expect(error?.keptIn != nil)
        #expect(try PendingJournal(databasePath: path).entries().count == 1)
    }

    @Test(arguments: [
        (ResultCode.SQLITE_BUSY, ProgressStoreError.Kind.locked), (.SQLITE_LOCKED, .locked), (.SQLITE_FULL, .diskFull),
        (.SQLITE_READONLY, .readOnly), (.SQLITE_CORRUPT, .damaged), (.SQLITE_NOTADB, .damaged),
        (.SQLITE_PERM, .unreadable), (.SQLITE_IOERR, .inaccessible),
    ])
    func everyFailureSaysWhatHappened(code: ResultCode, kind: ProgressStoreError.Kind) {
        let error = ProgressStore.classify(DatabaseError(resultCode: code, message: "m"), path: "/p")
        #expect(error.kind == kind)
        let messages = Set(ProgressStoreError.Kind.allCases.map { ProgressStoreError(kind: $0, path: "/p", reason: "r").description })
        #expect(messages.count == ProgressStoreError.Kind.allCases.count, "each kind has its own message")
    }

    // MARK: the journal

    @Test func replayingTwiceSavesOnce() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("j.sqlite")
        let journal = PendingJournal(databasePath: path)
        let attempt = QuizAttempt(profile: "default", quizId: "windows", startedAt: t0)
        let answer = QuizAnswer(attemptId: attempt.id, questionId: "windows.q1", given: "b", correct: false, answeredAt: t0)
        try journal.append(.quizAttempt(attempt))
        try journal.append(.answer(answer, profile: "default"))
        try journal.append(.answer(answer, profile: "default"))
        // A line cut short by a crash is kept aside, not lost and not fatal.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: journal.path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"exerciseAttempt":{"#.utf8))
        try handle.close()

        let store = try ProgressStore(path: path)
        #expect(try store.answers(attemptId: attempt.id).count == 1)
        let item = try #require(try store.reviewItems().first)
        #expect(item.phase == .learning && item.dueDate == t0 + 60)  // one Again, not two
        #expect(try journal.entries().isEmpty)
        #expect(try String(contentsOfFile: journal.path + ".unreadable", encoding: .utf8).contains("exerciseAttempt"))
    }
}
