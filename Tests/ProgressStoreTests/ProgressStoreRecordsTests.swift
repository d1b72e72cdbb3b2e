import Foundation
import Testing
@testable import ProgressStore

@Suite struct ProgressStoreRecordsTests {
    let folder: TemporaryFolder
    let store: ProgressStore
    let t0 = Date(timeIntervalSince1970: 1_700_000_000)

    init() throws {
        folder = try TemporaryFolder()
        store = try ProgressStore(path: folder.path("progress.sqlite"))
    }

    @Test func languagePreferenceIsSavedAndChanged() throws {
        #expect(try store.currentProfile() == nil)
        try store.setLanguage("ru", now: t0)
        #expect(try store.currentProfile()?.language == "ru")
        try store.setLanguage("zh-Hans", now: t0)
        #expect(try store.currentProfile()?.language == "zh-Hans")
    }

    @Test func readingProgressNeverGoesBack() throws {
        try store.recordReading(lessonId: "windows", pagesRead: 3, finished: false, now: t0)
        try store.recordReading(lessonId: "windows", pagesRead: 1, finished: false, now: t0 + 60)
        var reading = try #require(try store.readings()["windows"])
        #expect(reading.pagesRead == 3 && !reading.finished)
        try store.recordReading(lessonId: "windows", pagesRead: 5, finished: true, now: t0 + 120)
        reading = try #require(try store.readings()["windows"])
        #expect(reading.pagesRead == 5 && reading.finished)
    }

    @Test func answersAreKeptWithTheirAttemptAndScheduleTheQuestion() throws {
        let attempt = try store.startQuiz(quizId: "windows", now: t0)
        let item = try #require(try store.recordAnswer(QuizAnswer(
            attemptId: attempt.id, questionId: "windows.q1", given: "b", correct: true, answeredAt: t0)))
        // A first correct answer is FSRS's Good on a new card: the second learning step, due in
        // 10 minutes (py-fsrs 6.3.2, the first row of "goodWhenDue" in FSRSTests).
        #expect(item.phase == .learning && item.step == 1)
        #expect(item.dueDate == t0 + 600)
        try store.recordAnswer(QuizAnswer(
            attemptId: attempt.id, questionId: "windows.q2", given: "a", correct: false, answeredAt: t0 + 5))
        let answers = try store.answers(attemptId: attempt.id)
        #expect(answers.map(\.questionId) == ["windows.q1", "windows.q2"])
        #expect(answers.map(\.correct) == [true, false])
        // A wrong answer (Again) comes back after the first learning step, one minute; the most
        // overdue comes first.
        #expect(try store.dueReviews(at: t0 + 65).map(\.questionId) == ["windows.q2"])
        #expect(try store.dueReviews(at: t0 + 600).map(\.questionId) == ["windows.q2", "windows.q1"])
        #expect(try store.dueReviews(at: t0 + 10).map(\.questionId) == [])
        #expect(try store.nextDue(after: t0 + 10) == t0 + 65)
    }

    @Test func exerciseStatusFollowsAttempts() throws {
        try store.recordExerciseAttempt(exerciseId: "a", passed: false, checksPassed: 1, checksTotal: 3, now: t0)
        try store.recordExerciseAttempt(exerciseId: "b", passed: false, checksPassed: 0, checksTotal: 3, now: t0)
        try store.recordExerciseAttempt(exerciseId: "b", passed: true, checksPassed: 3, checksTotal: 3, now: t0 + 1)
        let statuses = try store.exerciseStatuses()
        #expect(statuses == ["a": .attempted, "b": .passed])
        #expect(ExerciseStatus(attempts: []) == .todo)
    }

    @Test func resetForgetsProgressButKeepsTheLanguage() throws {
        try store.setLanguage("ru", now: t0)
        try store.recordReading(lessonId: "windows", pagesRead: 2, finished: false, now: t0)
        try store.recordExerciseAttempt(exerciseId: "a", passed: true, checksPassed: 1, checksTotal: 1, now: t0)
        try store.resetProgress()
        #expect(try store.readings().isEmpty)
        #expect(try store.exerciseAttempts().isEmpty)
        #expect(try store.currentProfile()?.language == "ru")
    }

    @Test func profilesDoNotSeeEachOthersProgress() throws {
        let other = try ProgressStore(path: store.path, profile: "second")
        try other.recordReading(lessonId: "windows", pagesRead: 2, finished: false, now: t0)
        #expect(try store.readings().isEmpty)
        #expect(try other.readings().count == 1)
    }
}
