import Foundation
import Testing
@testable import TutorCLI

@Suite struct CommandTests {
    @Test func enginesNotWiredSayNotAvailable() throws {
        let harness = try TestHarness()
        #expect(harness.run("lessons", "--json") == ExitStatus.notAvailable)
        #expect(harness.errors.text.contains("'lessons' is not available yet"))
        #expect(harness.run("check", "root-in-code") == ExitStatus.notAvailable)
        #expect(harness.output.text.isEmpty)
    }

    @Test func badUsageExitsTwo() throws {
        let harness = try TestHarness()
        #expect(harness.run("run") == ExitStatus.usage)
        #expect(harness.run("progress", "--lang", "fr") == ExitStatus.usage)
        #expect(harness.errors.text.contains("unknown language 'fr'"))
    }

    @Test func lessonsJSONFollowsTheContract() throws {
        let harness = try TestHarness(services: CourseServices(course: FakeCourse()))
        try harness.context.store().recordReading(lessonId: "windows", pagesRead: 2, finished: true, now: Date())
        #expect(harness.run("lessons", "--json", "--lang", "ru") == 0)
        let rows = try JSONSerialization.jsonObject(with: Data(harness.output.text.utf8)) as! [[String: Any]]
        #expect(rows.map { $0["id"] as? String } == ["windows", "launch"])
        #expect(rows.first?["title"] as? String == "Окна")
        #expect(rows.first?["order"] as? Int == 1)
        #expect(rows.first?["finished"] as? Bool == true)
    }

    @Test func exercisesJSONHasStatus() throws {
        let harness = try TestHarness(services: CourseServices(course: FakeCourse()))
        try harness.context.store().recordExerciseAttempt(exerciseId: "root-in-code", passed: false, checksPassed: 0, checksTotal: 1, now: Date())
        #expect(harness.run("exercises", "--json") == 0)
        let rows = try JSONSerialization.jsonObject(with: Data(harness.output.text.utf8)) as! [[String: Any]]
        #expect(rows.first?["status"] as? String == "attempted")
        #expect(rows.first?["lesson"] as? String == "windows")
        #expect(rows.map { $0["kind"] as? String } == ["build", "fix"])
    }

    /// Grouped as rustlings and Exercism group their lists: each lesson's title, then its
    /// exercises; the lesson says how many of them are passed.
    @Test func theListIsGroupedUnderLessonTitlesWithWhatIsPassed() throws {
        let harness = try TestHarness(services: CourseServices(course: FakeCourse(), materials: FakeMaterials()))
        try harness.context.store().recordExerciseAttempt(exerciseId: "root-in-code", passed: true, checksPassed: 1, checksTotal: 1, now: Date())
        #expect(harness.run("exercises", "--no-color") == 0)
        let lines = harness.output.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let windows = try #require(lines.firstIndex(of: "Windows  1/1"))
        #expect(lines[windows + 1].hasPrefix("  ✓ Build: Root in code  [root-in-code]"))
        let launch = try #require(lines.firstIndex(of: "Launch  0/1"))
        #expect(launch > windows)
        #expect(lines[launch + 1].hasPrefix("    Fix: Swap the root  [swap-root]"))
        #expect(harness.run("exercises", "--no-color", "--lang", "ru") == 0)
        #expect(harness.output.text.contains("Окна  1/1"))
    }

    @Test func theKindLeadsTheTitleInTheLearnersLanguage() throws {
        let harness = try TestHarness(services: CourseServices(course: FakeCourse(), materials: FakeMaterials()))
        #expect(harness.run("exercises", "--no-color") == 0)
        #expect(harness.output.text.contains("Build: Root in code  [root-in-code]"))
        #expect(harness.output.text.contains("Fix: Swap the root  [swap-root]"))
        #expect(harness.run("exercises", "--no-color", "--lang", "ru") == 0)
        #expect(harness.output.text.contains("Исправьте: Swap the root"))
        #expect(harness.run("exercises", "swap-root", "--no-color", "--lang", "zh-Hans") == 0)
        #expect(harness.output.text.contains("修正：Swap the root"))
    }

    @Test func langIsSavedAndUsedNext() throws {
        let harness = try TestHarness()
        #expect(harness.run("lang", "zh_CN") == 0)
        #expect(harness.output.text == "课程已切换为简体中文。\n")
        #expect(harness.run("progress") == 0)
        #expect(harness.output.text.contains("待复习的题目：0道"))
    }

    @Test func quizReadsPipedAnswersAndRecordsThem() throws {
        let harness = try TestHarness(lines: ["b", "uiwindow"], services: CourseServices(course: FakeCourse(), quizzes: FakeCourse()))
        #expect(harness.run("quiz", "windows", "--no-color") == 0)
        #expect(harness.output.text.contains("  a) a view\n  b) a window\n"))
        #expect(harness.output.text.contains("You got 2 of 2 right."))
        let attempts = try harness.context.store().quizAttempts()
        #expect(try harness.context.store().answers(attemptId: attempts[0].id).map(\.correct) == [true, true])
    }

    @Test func ctrlCStopsTheQuizKeepingEarlierAnswers() throws {
        let harness = try TestHarness(services: CourseServices(course: FakeCourse(), quizzes: FakeCourse()))
        let reader = ScriptedLineReader(inputs: [.line("a"), .interrupted])
        let context = TutorContext(input: reader, output: harness.output, errors: harness.errors, terminal: harness.context.terminal,
                                   environment: harness.context.environment, clock: harness.context.clock,
                                   services: harness.context.services, courseRoot: harness.context.courseRoot)
        #expect(VCTutor.main(arguments: ["quiz", "windows"], context: context) == 0)
        #expect(harness.output.text.contains("Quiz stopped."))
        #expect(try context.store().reviewItems().map(\.questionId) == ["windows.q1"])
    }

    @Test func learnPagesAndRecordsReading() throws {
        let harness = try TestHarness(lines: ["", "", ""], services: CourseServices(course: FakeCourse()))
        #expect(harness.run("learn", "windows") == 0)
        #expect(harness.output.text.contains("[1/3]"))
        #expect(harness.output.text.contains("[3/3]"))
        let reading = try harness.context.store().readings()["windows"]
        #expect(reading?.pagesRead == 3 && reading?.finished == true)
    }

    @Test func resetAsksAndAcceptsRussianYes() throws {
        let harness = try TestHarness(lines: ["да"])
        try harness.context.store().recordReading(lessonId: "windows", pagesRead: 1, finished: false, now: Date())
        #expect(harness.run("reset", "--lang", "ru") == 0)
        #expect(try harness.context.store().readings().isEmpty)
        let refused = try TestHarness(lines: ["no"])
        #expect(refused.run("reset") == ExitStatus.failure)
    }

    @Test func exportThenImportRoundTrips() throws {
        let harness = try TestHarness()
        try harness.context.store().recordExerciseAttempt(exerciseId: "e", passed: true, checksPassed: 1, checksTotal: 1, now: Date())
        let file = harness.folder.appendingPathComponent("out.json").path
        #expect(harness.run("export", file) == 0)
        let other = try TestHarness()
        #expect(other.run("import", file) == 0)
        #expect(try other.context.store().exerciseStatuses() == ["e": .passed])
        #expect(other.run("import", "/nonexistent.json") == ExitStatus.failure)
        #expect(other.errors.text.contains("cannot import '/nonexistent.json'"))
    }

    @Test func pipedShellRunsCommandsAndEndsCleanlyAtEOF() throws {
        let harness = try TestHarness(lines: ["help", "frobnicate", "lang ru"])
        #expect(harness.run() == 0)
        #expect(harness.output.text.contains("Commands:"))
        #expect(harness.errors.text.contains("unknown command 'frobnicate'"))
        #expect(harness.output.text.hasSuffix("До встречи! Прогресс сохранён.\n"))
        #expect(!harness.output.text.contains("vctutor›"))
    }

    /// `--version` prints the version alone and neither opens (so creates) the progress store
    /// nor reads the interface's strings, however it is spelt: the quick spelling and those
    /// ArgumentParser reads print the same.
    @Test func versionTouchesNoStore() throws {
        for arguments in [["--version"], ["--version", "--no-color"], ["--lang", "ru", "--version"]] {
            let harness = try TestHarness()
            #expect(VCTutor.main(arguments: arguments, context: harness.context) == 0)
            #expect(harness.output.text == "0.1.0\n", "\(arguments)")
            #expect(harness.errors.text.isEmpty, "\(arguments)")
            #expect(!FileManager.default.fileExists(atPath: harness.context.paths.database), "\(arguments)")
        }
    }

    @Test func helpNamesEveryContractCommand() {
        let help = VCTutorCommand.helpMessage()
        for name in ["run", "check", "lessons", "exercises", "progress", "lint"] {
            #expect(help.contains("  \(name) "), "help lacks \(name)")
        }
    }
}

@Suite struct DamagedStoreCommandTests {
    @Test func aDamagedFileIsExplainedThenMovedAside() throws {
        let harness = try TestHarness(lines: ["yes"])
        let database = harness.context.paths.database
        try Data(repeating: 0x42, count: 2048).write(to: URL(fileURLWithPath: database))
        #expect(harness.run("progress") == ExitStatus.failure)
        #expect(harness.errors.text.contains("is damaged"))
        #expect(harness.errors.text.contains("'vctutor reset --move-aside'"))
        #expect(harness.run("reset", "--move-aside") == 0)
        // 2026-01-01 00:00:00 UTC is the harness's clock.
        #expect(FileManager.default.fileExists(atPath: database + ".backup-20260101T000000Z"))
        #expect(harness.run("progress", "--json") == 0)
    }
}
