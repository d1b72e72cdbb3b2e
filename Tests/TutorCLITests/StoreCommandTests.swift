import Foundation
@testable import ProgressStore
import Testing
@testable import TutorCLI

/// Commands facing a progress file that is locked, unreadable or healthy, and `review`'s word
/// on when to come back.
@Suite struct StoreCommandTests {
    /// A check beside a long write (another connection holding the write lock, as an import
    /// does) fails with status 4, says the file is locked and that the attempt is kept; the
    /// next run saves it.
    @Test func aCheckBesideALongWriteFailsLoudlyAndKeepsTheAttempt() throws {
        let harness = try TestHarness(services: .fakeExercises, environment: ["VCTUTOR_BUSY_TIMEOUT": "0.2"])
        let database = harness.context.paths.database
        let importer = try ProgressStore(path: database)
        harness.context.closeStore()
        let holding = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            try? importer.database.write { _ in
                holding.signal()
                release.wait()
            }
            done.signal()
        }
        holding.wait()
        let file = harness.folder.appendingPathComponent("solution.swift")
        try Data("window.makeKeyAndVisible()\nwindow.rootViewController = vc\n".utf8).write(to: file)
        let status = harness.run("check", "root-in-code", file.path, "--no-color")
        release.signal()
        done.wait()
        #expect(status == ExitStatus.notSaved)
        #expect(harness.errors.text.contains("is locked by another vctutor"))
        #expect(harness.errors.text.contains(database + ".pending"))
        harness.context.closeStore()
        #expect(try harness.context.store().exerciseAttempts().map(\.exerciseId) == ["root-in-code"])
    }

    @Test func lessonsWithAnUnreadableFileSaysSoAndFails() throws {
        let harness = try TestHarness(services: CourseServices(course: FakeCourse()))
        try FileManager.default.createDirectory(atPath: harness.context.paths.database, withIntermediateDirectories: true)
        #expect(harness.run("lessons", "--lang", "ru") == ExitStatus.failure)
        #expect(harness.errors.text.contains("это папка, а не файл прогресса"))
    }

    @Test func moveAsideRefusesAHealthyFile() throws {
        let harness = try TestHarness()
        try harness.context.store().recordReading(lessonId: "windows", pagesRead: 1, finished: false, now: Date())
        // No input is given: had it asked first, it would have been cancelled, not refused.
        #expect(harness.run("reset", "--move-aside") == ExitStatus.failure)
        #expect(harness.errors.text.contains("opens fine"))
        #expect(try harness.context.store().readings()["windows"]?.pagesRead == 1)
    }

    /// FSRS: a wrong answer is due again after the first learning step (1 minute), a right
    /// one after the second (10 minutes); `review` says when, in the learner's language.
    @Test(arguments: [("en", "The next question is due in 10 min"), ("ru", "Следующий вопрос — через 10 мин"),
                      ("zh", "下一道题将在10分钟后到期")])
    func reviewSaysWhenTheNextQuestionIsDue(language: String, expected: String) throws {
        let harness = try TestHarness(services: CourseServices(course: FakeCourse(), quizzes: FakeCourse()))
        try harness.context.store().recordReview(questionId: "windows.q1", rating: .good, now: harness.context.clock())
        #expect(harness.run("review", "--lang", language) == 0)
        #expect(harness.output.text.contains(expected), "\(harness.output.text)")
    }

    @Test func aWrongQuizAnswerComesBackInAMinute() throws {
        let harness = try TestHarness(lines: ["a", "uiwindow"], services: CourseServices(course: FakeCourse(), quizzes: FakeCourse()))
        #expect(harness.run("quiz", "windows", "--no-color") == 0)
        let now = harness.context.clock()
        #expect(try harness.context.store().dueReviews(at: now + 60).map(\.questionId) == ["windows.q1"])
        #expect(harness.run("review") == 0)
        #expect(harness.output.text.contains("The next question is due in 1 min"))
    }

    @Test func anAbsurdImportIsRefusedNamingTheField() throws {
        let harness = try TestHarness()
        let file = harness.folder.appendingPathComponent("bad.json")
        try Data(#"{"format":1,"exportedAt":"2026-11-01T10:00:00Z","profiles":[],"lessonReadings":[],"quizAttempts":[],"quizAnswers":[],"exerciseAttempts":[],"reviewItems":[{"profile":"default","questionId":"q","repetitions":1,"intervalDays":1,"ease":1e308,"dueDate":"2026-11-02T10:00:00Z","updatedAt":"2026-11-01T10:00:00Z"}]}"#.utf8).write(to: file)
        #expect(harness.run("import", file.path) == ExitStatus.failure)
        #expect(harness.errors.text.contains("reviewItems"))
        #expect(harness.errors.text.contains("ease"))
        #expect(harness.errors.text.contains("Nothing was imported"))
    }
}
