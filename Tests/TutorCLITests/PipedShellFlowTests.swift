import Foundation
import Testing
@testable import TutorCLI

/// The whole shell driven by piped input, as a script or a test would drive it, in each of the
/// course's languages; then a second run over the same folder finds the progress kept.
@Suite struct PipedShellFlowTests {
    /// What each language must say at each step.
    struct Expected: Sendable, CustomStringConvertible {
        var locale: String
        var welcome: String
        var lessonsTitle: String
        var pageFooter: String
        var quizScore: String
        var exerciseFile: String
        var firstHint: String
        var secondHint: String
        var bye: String
        var description: String { locale }
    }

    static let languages = [
        Expected(locale: "en_GB.UTF-8", welcome: "Welcome to vctutor!", lessonsTitle: "Lessons",
                 pageFooter: "[1/3] Enter: next page", quizScore: "You got 2 of 2 right.",
                 exerciseFile: "Your file: ", firstHint: "Hint 1 of 3\nFirst hint.", secondHint: "Hint 2 of 3\nSecond hint.",
                 bye: "Bye! Your progress is saved.\n"),
        Expected(locale: "ru_RU.UTF-8", welcome: "Добро пожаловать в vctutor!", lessonsTitle: "Уроки",
                 pageFooter: "[1/3] Enter — дальше", quizScore: "Верных ответов: 2 из 2.",
                 exerciseFile: "Ваш файл: ", firstHint: "Подсказка 1 из 3\nПервая подсказка.",
                 secondHint: "Подсказка 2 из 3\nВторая подсказка.", bye: "До встречи! Прогресс сохранён.\n"),
        Expected(locale: "zh_CN.UTF-8", welcome: "欢迎使用vctutor！", lessonsTitle: "课程",
                 pageFooter: "[1/3] 回车：下一页", quizScore: "共2题，答对2题。",
                 exerciseFile: "你的文件：", firstHint: "提示1/3\nFirst hint.", secondHint: "提示2/3\nSecond hint.",
                 bye: "再见！学习进度已保存。\n"),
    ]

    @Test(arguments: languages)
    func aFirstSessionThenARestartKeepingProgress(_ expected: Expected) throws {
        let script = [
            "lessons",
            "learn windows", "", "q",          // two pages of three, then stop
            "quiz windows", "b", "uiwindow",   // both right
            "exercises",
            "exercises root-in-code",
            "hint root-in-code",
            "quit",
            "never read: quit ended the shell",
        ]
        let first = try TestHarness(lines: script, services: .fakeExercises, environment: ["LANG": expected.locale])
        #expect(first.run("--no-color") == 0)
        let text = first.output.text
        #expect(text.hasPrefix(expected.welcome), "first run greets in the locale's language")
        #expect(text.contains(first.folder.path + "/exercises"), "says where the exercises go")
        #expect(text.contains(expected.lessonsTitle))
        #expect(text.contains(expected.pageFooter))
        #expect(text.contains(expected.quizScore))
        #expect(text.contains("root-in-code"))
        #expect(text.contains(expected.exerciseFile + first.folder.path + "/exercises/root-in-code/main.swift"))
        #expect(text.contains(expected.firstHint))
        #expect(!text.contains(expected.secondHint))
        #expect(text.hasSuffix(expected.bye))
        #expect(first.errors.text.isEmpty)

        // A second run over the same folder: no welcome, the progress is all there.
        let second = try TestHarness(
            lines: ["progress --json", "hint root-in-code"], services: .fakeExercises,
            environment: ["LANG": expected.locale], home: first.folder)
        #expect(second.run("--no-color") == 0)
        let again = second.output.text
        #expect(!again.contains(expected.welcome))
        // The home screen: 2 of 3 pages read (5⅓ of 8 cells), the quiz 2/2.
        #expect(again.contains("█████░░░ 2/3"))
        #expect(again.contains("████████ 2/2"))
        #expect(again.contains(#""pagesRead" : 2"#))
        #expect(again.contains(expected.secondHint))
        #expect(again.hasSuffix(expected.bye), "the end of input leaves cleanly")
    }

    @Test func theHomeScreenSaysWhatToDoNext() throws {
        let harness = try TestHarness(lines: [], services: .fakeExercises)
        let store = try harness.context.store()
        try store.recordReading(lessonId: "windows", pagesRead: 3, finished: true, now: Date(timeIntervalSince1970: 0))
        try store.recordReview(questionId: "windows.q1", rating: .again, now: Date(timeIntervalSince1970: 0))
        try store.recordExerciseAttempt(exerciseId: "root-in-code", passed: true, checksPassed: 2, checksTotal: 2, now: Date(timeIntervalSince1970: 0))
        #expect(harness.run("--no-color") == 0)
        let text = harness.output.text
        #expect(text.contains(" ✓  1. Windows  windows\n      read ████████ 3/3  quiz —  exercises ████ 1/1\n"))
        #expect(text.contains("    2. Launch  launch\n      read ░░░░░░░░ 0/1  quiz —  exercises ░░░░ 0/1\n"))
        #expect(text.contains("Next lesson: 'learn launch' (Launch)"))
        #expect(text.contains("1 questions are due for review"))
        #expect(text.contains("Next exercise: 'exercises swap-root' (Swap the root)"))
    }

    @Test func progressDrawsBars() throws {
        let harness = try TestHarness(services: .fakeExercises)
        try harness.context.store().recordReading(lessonId: "windows", pagesRead: 1, finished: false, now: Date())
        #expect(harness.run("progress", "--no-color") == 0)
        #expect(harness.output.text.contains("read ███░░░░░ 1/3"))
        #expect(harness.output.text.contains("The course, pages read: █████░░░░░░░░░░░░░░░ 1/4"))
    }

    @Test func barsNeverLookFullOrEmptyWhenTheyAreNot() {
        let plain = TerminalStyle(colour: false)
        #expect(ProgressBar.draw(0, of: 5, style: plain) == "░░░░░░░░")
        #expect(ProgressBar.draw(1, of: 100, style: plain) == "█░░░░░░░")
        #expect(ProgressBar.draw(99, of: 100, style: plain) == "███████░")
        #expect(ProgressBar.draw(100, of: 100, style: plain) == "████████")
        #expect(ProgressBar.draw(1, of: 2, width: 4, style: plain) == "██░░")
        #expect(ProgressBar.draw(3, of: 0, style: plain) == "░░░░░░░░")
    }
}
