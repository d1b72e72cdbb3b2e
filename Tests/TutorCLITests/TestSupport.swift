import Foundation
@testable import TutorCLI

/// A context over scripted input and captured output, with a fresh VCTUTOR_HOME.
final class TestHarness {
    let folder: URL
    let output = CapturedOutput()
    let errors = CapturedOutput()
    let context: TutorContext

    init(lines: [String] = [], services: CourseServices = .none, environment: [String: String] = [:], tty: Bool = false) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("vctutor-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var env = environment
        env["VCTUTOR_HOME"] = folder.path
        // The package root: Content/ lives there.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        context = TutorContext(
            input: ScriptedLineReader(lines), output: output, errors: errors,
            terminal: TerminalFacts(inputIsTTY: tty, outputIsTTY: tty, width: 60), environment: env,
            clock: { Date(timeIntervalSince1970: 1_767_225_600) }, services: services, courseRoot: root)
    }

    func run(_ arguments: String...) -> Int32 { VCTutor.main(arguments: arguments, context: context) }

    deinit { try? FileManager.default.removeItem(at: folder) }
}

/// A tiny course for tests.
struct FakeCourse: CourseProviding, QuizProviding {
    func lessons(language: String) throws -> [LessonSummary] {
        [LessonSummary(id: "windows", title: language == "ru" ? "Окна" : "Windows", order: 1),
         LessonSummary(id: "launch", title: "Launch", order: 2)]
    }
    func exercises(language: String) throws -> [ExerciseSummary] {
        [ExerciseSummary(id: "root-in-code", lesson: "windows", title: "Root in code")]
    }
    func lessonMarkdown(id: String, language: String) throws -> String? {
        id == "windows" ? "# Windows\n\nIntro.\n\n## One\n\nFirst page.\n\n## Two\n\nSecond page." : nil
    }
    func quiz(id: String, language: String) throws -> [QuizQuestion]? {
        id == "windows" ? [q1, q2] : nil
    }
    func question(id: String, language: String) throws -> QuizQuestion? { [q1, q2].first { $0.id == id } }

    let q1 = QuizQuestion(id: "windows.q1", prompt: "Which object is key?", choices: ["a view", "a window"], accepted: ["b"], explanation: nil)
    let q2 = QuizQuestion(id: "windows.q2", prompt: "Name it.", choices: [], accepted: ["UIWindow"], explanation: nil)
}
