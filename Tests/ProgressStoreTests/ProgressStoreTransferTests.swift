import Foundation
import Testing
@testable import ProgressStore

@Suite struct ProgressStoreTransferTests {
    let t0 = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func importMergesInsteadOfOverwriting() throws {
        let folder = try TemporaryFolder()
        let laptop = try ProgressStore(path: folder.path("laptop.sqlite"))
        let desktop = try ProgressStore(path: folder.path("desktop.sqlite"))

        try laptop.recordReading(lessonId: "windows", pagesRead: 5, finished: true, now: t0)
        try laptop.recordReading(lessonId: "launch", pagesRead: 1, finished: false, now: t0)
        try laptop.recordExerciseAttempt(exerciseId: "a", passed: false, checksPassed: 0, checksTotal: 2, now: t0)
        try laptop.recordReview(questionId: "q1", rating: .good, now: t0)          // older schedule
        try laptop.recordReview(questionId: "q2", rating: .good, now: t0 + 500)    // newer schedule

        try desktop.recordReading(lessonId: "windows", pagesRead: 2, finished: false, now: t0 + 10)
        try desktop.recordReading(lessonId: "launch", pagesRead: 3, finished: false, now: t0 + 10)
        try desktop.recordExerciseAttempt(exerciseId: "a", passed: true, checksPassed: 2, checksTotal: 2, now: t0 + 10)
        try desktop.recordReview(questionId: "q1", rating: .again, now: t0 + 100)   // newer schedule
        try desktop.recordReview(questionId: "q2", rating: .again, now: t0 + 100)   // older schedule

        let file = folder.url.appendingPathComponent("laptop.json")
        try laptop.export(to: file, now: t0)
        try desktop.importFile(file)

        let readings = try desktop.readings()
        #expect(readings["windows"]?.pagesRead == 5 && readings["windows"]?.finished == true)
        #expect(readings["launch"]?.pagesRead == 3)
        #expect(try desktop.exerciseAttempts().count == 2)
        #expect(try desktop.exerciseStatuses()["a"] == .passed)
        let schedule = Dictionary(uniqueKeysWithValues: try desktop.reviewItems().map { ($0.questionId, $0) })
        #expect(schedule["q1"]?.step == 0)   // desktop's failed review (Again: step 0), the newer one
        #expect(schedule["q2"]?.step == 1)   // laptop's passed review (Good: step 1), the newer one

        // Importing the same file again adds nothing.
        try desktop.importFile(file)
        #expect(try desktop.exerciseAttempts().count == 2)
    }

    @Test func hintCountsTravelAndTheLargerWins() throws {
        let folder = try TemporaryFolder()
        let laptop = try ProgressStore(path: folder.path("laptop.sqlite"))
        let desktop = try ProgressStore(path: folder.path("desktop.sqlite"))
        try laptop.recordHintsShown(exerciseId: "root-in-code", shown: 2, now: t0)
        try laptop.recordHintsShown(exerciseId: "swap-root", shown: 1, now: t0)
        try desktop.recordHintsShown(exerciseId: "swap-root", shown: 3, now: t0)
        let file = folder.url.appendingPathComponent("laptop.json")
        try laptop.export(to: file, now: t0)
        try desktop.importFile(file)
        #expect(try desktop.hintsShown(exerciseId: "root-in-code") == 2)
        #expect(try desktop.hintsShown(exerciseId: "swap-root") == 3)
    }

    @Test func anExportFromBeforeHintCountsStillImports() throws {
        let folder = try TemporaryFolder()
        let store = try ProgressStore(path: folder.path("a.sqlite"))
        let old = folder.url.appendingPathComponent("old.json")
        try Data(#"{"format":1,"exportedAt":"2026-11-01T10:00:00Z","profiles":[],"lessonReadings":[],"quizAttempts":[],"quizAnswers":[],"exerciseAttempts":[],"reviewItems":[]}"#.utf8).write(to: old)
        try store.importFile(old)
        #expect(try store.hintsShown(exerciseId: "root-in-code") == 0)
    }

    @Test func quizAnswersSurviveTheRoundTrip() throws {
        let folder = try TemporaryFolder()
        let source = try ProgressStore(path: folder.path("a.sqlite"))
        let attempt = try source.startQuiz(quizId: "windows", now: t0)
        try source.recordAnswer(QuizAnswer(attemptId: attempt.id, questionId: "q1", given: "b", correct: true, answeredAt: t0))
        let file = folder.url.appendingPathComponent("a.json")
        try source.export(to: file, now: t0)
        let target = try ProgressStore(path: folder.path("b.sqlite"))
        try target.importFile(file)
        #expect(try target.quizAttempts().map(\.id) == [attempt.id])
        #expect(try target.answers(attemptId: attempt.id).map(\.given) == ["b"])
    }

    @Test func aBrokenExportIsRefusedWithTheReason() throws {
        let folder = try TemporaryFolder()
        let store = try ProgressStore(path: folder.path("a.sqlite"))
        let notJSON = folder.url.appendingPathComponent("bad.json")
        try Data("{ not json".utf8).write(to: notJSON)
        let error = #expect(throws: ProgressStoreError.self) { try store.importFile(notJSON) }
        #expect(error?.description.contains("not valid JSON") == true)

        let missing = folder.url.appendingPathComponent("missing.json")
        try Data(#"{"format": 1, "exportedAt": "2026-01-01T00:00:00Z"}"#.utf8).write(to: missing)
        let error2 = #expect(throws: ProgressStoreError.self) { try store.importFile(missing) }
        #expect(error2?.description.contains("'profiles' is missing") == true)

        let newer = folder.url.appendingPathComponent("newer.json")
        try Data(#"{"format": 7, "exportedAt": "2026-01-01T00:00:00Z", "profiles": [], "lessonReadings": [], "quizAttempts": [], "quizAnswers": [], "exerciseAttempts": [], "reviewItems": []}"#.utf8).write(to: newer)
        let error3 = #expect(throws: ProgressStoreError.self) { try store.importFile(newer) }
        #expect(error3?.description.contains("format 7") == true)
    }
}
