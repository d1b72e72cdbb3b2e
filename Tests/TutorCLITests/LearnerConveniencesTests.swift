import Foundation
import Testing
@testable import TutorCLI

/// Naming lessons as a learner would, "did you mean", Tab's words per command, and resetting
/// an exercise without losing the learner's code (issue: the learner's tool, second pass).
@Suite struct LearnerConveniencesTests {
    private let lessons = [
        LessonSummary(id: "windows", title: "Окна", order: 1),
        LessonSummary(id: "launch", title: "Запуск", order: 2),
        LessonSummary(id: "loading-views", title: "Загрузка представления", order: 3),
    ]
    private let english = [
        LessonSummary(id: "windows", title: "Windows", order: 1),
        LessonSummary(id: "launch", title: "Launch", order: 2),
        LessonSummary(id: "loading-views", title: "Loading views", order: 3),
    ]

    @Test(arguments: [
        ("windows", "windows"), ("2", "launch"), ("Windows", "windows"), ("окна", "windows"),
        ("Loading Views", "loading-views"), ("load", "loading-views"), ("LAUNCH", "launch"),
    ])
    func aLessonIsNamedByIdNumberTitleOrPrefix(typed: String, id: String) {
        #expect(LessonReference.resolve(typed, lessons: lessons, english: english) == .lesson(id))
    }

    @Test func anUnknownLessonGetsTheClosestIds() {
        #expect(LessonReference.resolve("windos", lessons: lessons) == .unknown(suggestions: ["windows"]))
        #expect(LessonReference.resolve("9", lessons: lessons) == .unknown(suggestions: []))
        #expect(LessonReference.resolve("l", lessons: lessons) == .unknown(suggestions: ["launch", "loading-views"]))
    }

    @Test func suggestionsAreCloseOnly() {
        let commands = ["lessons", "learn", "quiz", "check", "watch", "review"]
        #expect(Suggestions.closest(to: "lesons", in: commands) == ["lessons"])
        #expect(Suggestions.closest(to: "qiuz", in: commands) == ["quiz"])
        #expect(Suggestions.closest(to: "chekc", in: commands) == ["check"])
        #expect(Suggestions.closest(to: "xyzzy", in: commands).isEmpty)
        #expect(Suggestions.editDistance("kitten", "sitting", cap: 10) == 3)
    }

    @Test func learnTakesTheLessonsNumber() throws {
        let harness = try TestHarness(lines: ["q"], services: CourseServices(course: FakeCourse()))
        #expect(harness.run("learn", "1", "--no-color") == 0)
        #expect(harness.output.text.contains("Intro."))
    }

    @Test func learnTakesTheEnglishTitleInRussian() throws {
        let harness = try TestHarness(lines: ["q"], services: CourseServices(course: FakeCourse()))
        #expect(harness.run("learn", "Windows", "--lang", "ru", "--no-color") == 0)
        #expect(harness.output.text.contains("Intro."))
    }

    @Test func anUnknownLessonSaysDidYouMeanInTheLearnersLanguage() throws {
        let harness = try TestHarness(services: CourseServices(course: FakeCourse()))
        #expect(harness.run("learn", "windos", "--lang", "ru") == ExitStatus.usage)
        #expect(harness.errors.text.contains("урока 'windos' нет"))
        #expect(harness.errors.text.contains("возможно, вы имели в виду 'windows'?"))
    }

    @Test func aMistypedCommandSaysDidYouMean() throws {
        let harness = try TestHarness(services: CourseServices(course: FakeCourse()))
        #expect(harness.run("lesons") == ExitStatus.usage)
        #expect(harness.errors.text.contains("unknown command 'lesons'"))
        #expect(harness.errors.text.contains("did you mean 'lessons'?"))
        #expect(harness.run("lesons", "--lang", "zh") == ExitStatus.usage)
        #expect(harness.errors.text.contains("未知命令“lesons”"))
    }

    @Test func theShellSaysDidYouMeanToo() throws {
        let harness = try TestHarness(lines: ["chekc", "quit"], services: CourseServices(course: FakeCourse()))
        #expect(harness.run("--no-color") == 0)
        #expect(harness.errors.text.contains("did you mean 'check'?"))
    }

    /// `clear` as in any terminal (a tester typed it and was told it was unknown): the screen
    /// is erased in a terminal; piped, nothing is written and nothing is complained of.
    @Test func clearErasesTheScreenInATerminalAndIsQuietWhenPiped() throws {
        let terminal = try TestHarness(lines: ["en", "clear", "quit"], services: CourseServices(course: FakeCourse()), tty: true)
        #expect(terminal.run("--no-color") == 0)
        #expect(terminal.output.text.contains("\u{1B}[H\u{1B}[2J"))
        #expect(terminal.errors.text.isEmpty)
        let piped = try TestHarness(lines: ["clear", "quit"], services: CourseServices(course: FakeCourse()))
        #expect(piped.run("--no-color") == 0)
        #expect(!piped.output.text.contains("\u{1B}["))
        #expect(piped.errors.text.isEmpty)
    }

    @Test func tabAfterLangOffersLanguagesAndAfterLearnLessons() {
        let table = ShellCompletion.argumentWords(lessons: ["windows"], exercises: ["root-in-code"], commands: ["learn"])
        #expect(table["lang"] == ["en", "ru", "zh"])
        #expect(table["learn"] == ["windows"])
        #expect(table["quiz"] == ["windows"])
        #expect(table["check"] == ["root-in-code"])
        #expect(table["watch"] == ["root-in-code"])
        #expect(table["help"] == ["learn"])
    }

    @Test func resetKeepsTheLearnersVersion() throws {
        let harness = try TestHarness(services: .fakeExercises)
        _ = harness.run("exercises", "root-in-code")
        let main = harness.context.workspace.mainFile("root-in-code")
        try "// my passing code\n".write(toFile: main, atomically: true, encoding: .utf8)
        #expect(harness.run("reset", "root-in-code", "--yes") == 0)
        #expect(try String(contentsOfFile: main, encoding: .utf8) == "// starter of root-in-code\n")
        let backups = harness.context.workspace.root + "/.backups"
        let folders = try FileManager.default.contentsOfDirectory(atPath: backups)
        #expect(folders.count == 1)
        #expect(try String(contentsOfFile: backups + "/" + folders[0] + "/main.swift", encoding: .utf8) == "// my passing code\n")
        #expect(harness.output.text.contains("Your version is kept in"))
        // Resetting the starter itself keeps nothing more.
        #expect(harness.run("reset", "root-in-code", "--yes") == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: backups).count == 1)
    }

    @Test func aHalfReadLessonOpensWhereTheLearnerStopped() throws {
        let harness = try TestHarness(lines: ["", "q", "", ""], services: CourseServices(course: FakeCourse(), quizzes: FakeCourse()))
        #expect(harness.run("learn", "windows", "--no-color") == 0)  // page 1, Enter, page 2, q
        let first = harness.output.text
        #expect(first.contains("First page."))
        #expect(try harness.context.store().readings()["windows"]?.pagesRead == 2)
        #expect(harness.run("learn", "windows", "--no-color") == 0)  // resumes at page 2
        let second = String(harness.output.text.dropFirst(first.count))
        #expect(second.contains("Picking up at page 2 of 3"))
        #expect(!second.contains("Intro."))
        #expect(second.contains("First page."))
        // Finishing says what to do next.
        #expect(second.contains("Next: test yourself with 'quiz windows'."))
    }

    @Test func afterTheQuizTheNextStepIsTheLessonsExercise() throws {
        let harness = try TestHarness(lines: ["b", "uiwindow"], services: .fakeExercises)
        #expect(harness.run("quiz", "windows", "--no-color") == 0)
        #expect(harness.output.text.contains("Next: put it into practice with 'exercises root-in-code' (Root in code)."))
    }
}

/// The reader follows the terminal's size (issue: the size was read once; a page taller than
/// the screen lost its title).
@Suite struct TerminalSizeTests {
    @Test func aTallPageRepeatsItsTitleByTheKeys() throws {
        let output = CapturedOutput(), errors = CapturedOutput()
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("vctutor-tall-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let context = TutorContext(
            input: ScriptedLineReader(["q"]), output: output, errors: errors,
            terminal: TerminalFacts(inputIsTTY: false, outputIsTTY: false, width: 60, height: 4),
            environment: ["VCTUTOR_HOME": home.path], clock: { Date() },
            services: CourseServices(course: FakeCourse()), courseRoot: root)
        #expect(VCTutor.main(arguments: ["learn", "windows", "--no-color"], context: context) == 0)
        #expect(output.text.contains("— Windows —\n[1/3]"))
    }

    @Test func aPageThatFitsDoesNot() throws {
        let harness = try TestHarness(lines: ["q"], services: CourseServices(course: FakeCourse()))
        #expect(harness.run("learn", "windows", "--no-color") == 0)
        #expect(!harness.output.text.contains("— Windows —"))
    }

    @Test func aFixedTerminalKeepsItsSize() {
        let facts = TerminalFacts(inputIsTTY: false, outputIsTTY: false, width: 33, height: 9)
        #expect(facts.width == 33 && facts.height == 9)
    }
}
