import Foundation
import GRDB
import Testing
@testable import ProgressStore

/// `moveAside` moves only a file that is damaged, empty or newer, and never one another
/// process has open.
@Suite struct ProgressStoreMoveAsideTests {
    let now = Date(timeIntervalSince1970: 1_767_225_600)

    @Test func aHealthyFileIsNotMovedAside() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("ok.sqlite")
        try ProgressStore(path: path).recordReading(lessonId: "windows", pagesRead: 2, finished: false, now: now)
        let error = #expect(throws: ProgressStoreError.self) { try ProgressStore.moveAside(path: path, now: now) }
        #expect(error?.kind == .healthy)
        #expect(try ProgressStore(path: path).readings()["windows"]?.pagesRead == 2)
    }

    @Test func aHealthyFileBeingWrittenByAnotherProcessIsNotMovedAside() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("busy.sqlite")
        _ = try ProgressStore(path: path)
        let writer = try SecondProcess("--lock", path: path, ready: "locked")
        let error = #expect(throws: ProgressStoreError.self) { try ProgressStore.moveAside(path: path, now: now) }
        #expect(error?.kind == .healthy || error?.kind == .inUse)
        #expect(FileManager.default.fileExists(atPath: path))
        writer.finish()
    }

    @Test func aNewerFileOpenInAnotherProcessIsNotMovedAsideUntilItCloses() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("newer.sqlite")
        _ = try ProgressStore(path: path)
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99')") }
        let holder = try SecondProcess("--hold", path: path, ready: "open")
        let error = #expect(throws: ProgressStoreError.self) { try ProgressStore.moveAside(path: path, now: now) }
        #expect(error?.kind == .inUse)
        #expect(FileManager.default.fileExists(atPath: path))
        holder.finish()
        let backup = try ProgressStore.moveAside(path: path, now: now)
        #expect(FileManager.default.fileExists(atPath: backup))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func anEmptyFileCanBeMovedAside() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("empty.sqlite")
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        let backup = try ProgressStore.moveAside(path: path, now: now)
        #expect(backup.hasSuffix(".backup-20260101T000000Z"))
        #expect(try ProgressStore(path: path).readings().isEmpty)
    }
}
