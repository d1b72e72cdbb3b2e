import Foundation
import GRDB
import Testing
@testable import ProgressStore

@Suite struct ProgressStoreHintTests {
    let now = Date(timeIntervalSince1970: 1_767_225_600)

    @Test func aV1FileWithDataMigratesToV2KeepingEverything() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("v1.sqlite")
        try DatabaseQueue(path: path).write { db in try db.execute(sql: ProgressStoreSchemaTests.releasedV1) }

        let store = try ProgressStore(path: path)
        let applied = try store.database.read { db in try Schema.migrator.appliedIdentifiers(db) }
        #expect(applied == ["v1", "v2", "v3"])
        // Every row of the v1 file is still there.
        #expect(try store.currentProfile()?.language == "ru")
        #expect(try store.readings()["windows"] == LessonReading(
            profile: "default", lessonId: "windows", pagesRead: 4, finished: true,
            updatedAt: try #require(ISO8601DateFormatter().date(from: "2026-01-01T10:05:00Z"))))
        #expect(try store.exerciseAttempts().map(\.id) == ["E1"])
        #expect(try store.reviewItems().map(\.questionId) == ["windows.q1"])
        // And the new table works on the migrated file.
        #expect(try store.hintsShown(exerciseId: "root-in-code") == 0)
        try store.recordHintsShown(exerciseId: "root-in-code", shown: 1, now: now)
        #expect(try ProgressStore(path: path).hintsShown(exerciseId: "root-in-code") == 1)
    }

    @Test func theHintCountNeverGoesBackAndIsPerExercise() throws {
        let folder = try TemporaryFolder()
        let store = try ProgressStore(path: folder.path("h.sqlite"))
        try store.recordHintsShown(exerciseId: "a", shown: 2, now: now)
        try store.recordHintsShown(exerciseId: "a", shown: 1, now: now)
        try store.recordHintsShown(exerciseId: "b", shown: 3, now: now)
        #expect(try store.hintsShown(exerciseId: "a") == 2)
        #expect(try store.hintsShown(exerciseId: "b") == 3)
    }

    @Test func resetForgetsTheHintsShown() throws {
        let folder = try TemporaryFolder()
        let store = try ProgressStore(path: folder.path("r.sqlite"))
        try store.recordHintsShown(exerciseId: "a", shown: 2, now: now)
        try store.resetProgress()
        #expect(try store.hintsShown(exerciseId: "a") == 0)
    }
}
