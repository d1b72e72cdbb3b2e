import Course
import Foundation
import Testing
@testable import TutorCLI

/// vctutor finds its course wherever it runs from, and says what to set where it cannot
/// (issue: a copied binary showed raw message keys such as `welcome.text` on every screen).
@Suite struct CourseTravelsTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    private static let binary = packageRoot + "/.build/debug/vctutor"

    private func harnessWithoutCourse(
        problem: CourseLocator.Failure?, services: CourseServices = .none
    ) throws -> (TutorContext, CapturedOutput, CapturedOutput) {
        let output = CapturedOutput(), errors = CapturedOutput()
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("vctutor-nocourse-\(UUID().uuidString)")
        let context = TutorContext(
            input: ScriptedLineReader([]), output: output, errors: errors,
            terminal: TerminalFacts(inputIsTTY: false, outputIsTTY: false, width: 80),
            environment: ["VCTUTOR_HOME": home.path], clock: { Date() }, services: services, courseRoot: nil)
        context.courseProblem = problem
        return (context, output, errors)
    }

    @Test(arguments: [
        ("en", "vctutor cannot find its course"),
        ("ru", "vctutor не находит материалы курса"),
        ("zh", "vctutor找不到课程内容"),
    ])
    func withoutTheCourseOneSentenceSaysWhatToSet(language: String, expected: String) throws {
        let (context, output, errors) = try harnessWithoutCourse(problem: .notFound(searched: ["/x"]))
        for command in [["lessons"], ["learn", "windows"], ["quiz", "windows"], []] {
            let status = VCTutor.main(arguments: command + ["--lang", language], context: context)
            #expect(status == ExitStatus.notAvailable)
        }
        #expect(errors.text.contains(expected))
        #expect(errors.text.contains("VCTUTOR_COURSE"))
        // No raw message key reaches the learner.
        #expect(!errors.text.contains("welcome.") && !errors.text.contains("home.no_course"))
        #expect(output.text.isEmpty)
    }

    @Test func aWrongSettingIsNamed() throws {
        let (context, _, errors) = try harnessWithoutCourse(problem: .environmentNotACourse("/tmp/nowhere"))
        #expect(VCTutor.main(arguments: ["lessons"], context: context) == ExitStatus.notAvailable)
        #expect(errors.text.contains("VCTUTOR_COURSE is set to '/tmp/nowhere'"))
    }

    @Test func runNeedsNoCourse() throws {
        let (context, output, _) = try harnessWithoutCourse(
            problem: .notFound(searched: []), services: CourseServices(runner: LiveCodeRunner()))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("nocourse-\(UUID().uuidString).swift")
        try "print(6 * 7)".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(VCTutor.main(arguments: ["run", file.path], context: context) == 0)
        #expect(output.text.contains("42"))
    }

    @Test func theBuildPutsTheCourseBesideTheProgram() throws {
        let bundle = Self.packageRoot + "/.build/debug/vctutor_CourseResources.resources"
        #expect(FileManager.default.fileExists(atPath: bundle + "/Lessons/course.yaml"))
        #expect(FileManager.default.fileExists(atPath: bundle + "/Content/ru/ui.yaml"))
    }

    /// The real binary, copied to a folder of its own and run from `/` with no VCTUTOR_COURSE,
    /// still speaks Russian from its course.
    @Test func aCopiedProgramRunFromAnywhereFindsItsCourse() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary), "build first: swift build")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vctutor-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("vctutor")
        // Copied by `cp`, not in this process: a write descriptor open here could be inherited
        // by a child another test starts meanwhile, and running the copy would fail (ETXTBSY).
        let cp = Process()
        cp.executableURL = URL(fileURLWithPath: "/bin/cp")
        cp.arguments = [Self.binary, copy.path]
        try cp.run()
        cp.waitUntilExit()
        try #require(cp.terminationStatus == 0)
        let process = Process()
        process.executableURL = copy
        process.arguments = ["lessons", "--lang", "ru", "--no-color"]
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "VCTUTOR_COURSE")
        environment["VCTUTOR_HOME"] = folder.appendingPathComponent("home").path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("Загрузка представления  [loading-views]"))
        #expect(!text.contains(".title") && !text.contains("lessons."))
    }

    /// The completion scripts ask the program for the course's ids (`---completion` is how
    /// swift-argument-parser's generated bash, zsh and fish scripts call back).
    @Test func completionScriptsGetTheCoursesIds() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary), "build first: swift build")
        func run(_ arguments: [String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.binary)
            process.arguments = arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        let lessons = try run(["---completion", "learn", "--", "positional@0", "1", "0", "vctutor", "learn"])
        #expect(lessons.split(separator: "\n").contains("windows"))
        let exercises = try run(["---completion", "check", "--", "positional@0", "1", "0", "vctutor", "check"])
        #expect(exercises.split(separator: "\n").contains("root-in-code"))
        for shell in ["bash", "zsh", "fish"] {
            #expect(try run(["--generate-completion-script", shell]).contains("---completion"))
        }
    }
}

/// Ctrl-C in the shell stops `run` (the shell's readline reports it through `stopRequested`).
@Suite struct RunStopTests {
    @Test func aStopRequestEndsTheRunWithItsMessage() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stop-\(UUID().uuidString).swift")
        try "var n = 0\nwhile true { n += 1 }\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try LiveCodeRunner().run(paths: [file.path], options: [], json: false, stopRequested: { true })
        #expect(result.status == 1)
        #expect(result.output.contains("stopped (Ctrl-C)"))
    }
}
