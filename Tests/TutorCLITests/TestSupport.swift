import Foundation
@testable import TutorCLI

/// A context over scripted input and captured output, with a fresh VCTUTOR_HOME.
final class TestHarness {
    let folder: URL
    let output = CapturedOutput()
    let errors = CapturedOutput()
    let context: TutorContext
    /// Whether the folder is this harness's own, removed when it goes.
    private let ownsFolder: Bool

    /// With `home`, the harness works in another harness's folder: a later run of vctutor.
    init(
        lines: [String] = [], services: CourseServices = .none, environment: [String: String] = [:], tty: Bool = false,
        home: URL? = nil
    ) throws {
        ownsFolder = home == nil
        folder = home ?? FileManager.default.temporaryDirectory.appendingPathComponent("vctutor-cli-\(UUID().uuidString)")
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

    deinit { if ownsFolder { try? FileManager.default.removeItem(at: folder) } }
}

/// A tiny course for tests.
struct FakeCourse: CourseProviding, QuizProviding {
    func lessons(language: String) throws -> [LessonSummary] {
        [LessonSummary(id: "windows", title: language == "ru" ? "Окна" : "Windows", order: 1),
         LessonSummary(id: "launch", title: "Launch", order: 2)]
    }
    func exercises(language: String) throws -> [ExerciseSummary] {
        [ExerciseSummary(id: "root-in-code", lesson: "windows", title: "Root in code"),
         ExerciseSummary(id: "swap-root", lesson: "launch", title: "Swap the root", kind: "fix")]
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

/// Starters, hints and solutions of FakeCourse's two exercises.
struct FakeMaterials: ExerciseMaterialProviding {
    func materials(exerciseId: String, language: String) throws -> ExerciseMaterials? {
        guard ["root-in-code", "swap-root"].contains(exerciseId) else { return nil }
        let russian = language == "ru"
        return ExerciseMaterials(
            id: exerciseId, title: exerciseId == "root-in-code" ? (russian ? "Корень в коде" : "Root in code") : "Swap the root",
            statement: "Make a window **key**.",
            hints: russian ? ["Первая подсказка.", "Вторая подсказка.", "Третья подсказка."]
                : ["First hint.", "Second hint.", "Third hint."],
            starterFiles: [WorkspaceFile(name: "main.swift", text: "// starter of \(exerciseId)\n"),
                           WorkspaceFile(name: "Main.storyboard", text: "<document/>\n")],
            solution: "window.makeKeyAndVisible()\n", kind: exerciseId == "swap-root" ? "fix" : "build")
    }
}

/// A checker with two checks: the code calls `makeKeyAndVisible()` and sets a
/// `rootViewController`; code containing `#error` does not compile.
struct FakeChecker: SolutionChecking {
    func check(exerciseId: String, source: String, files: [WorkspaceFile], language: String) throws -> CheckReport? {
        guard ["root-in-code", "swap-root"].contains(exerciseId) else { return nil }
        if source.contains("#error") {
            let json = #"{"exercise":"\#(exerciseId)","passed":false,"status":"diagnostics","checks":[],"diagnostics":[{"severity":"error","line":1,"column":1,"message":"boom"}],"exception":null}"#
            return CheckReport(status: "diagnostics", checks: [], json: json)
        }
        let checks = [
            CheckOutcome(id: "window-is-key", passed: source.contains("makeKeyAndVisible()"), message: "the window is key"),
            CheckOutcome(id: "has-root", passed: source.contains("rootViewController"), message: "the window has a root"),
        ]
        return CheckReport(status: "ok", checks: checks, json: #"{"exercise":"\#(exerciseId)"}"#)
    }
}

extension CourseServices {
    /// FakeCourse with exercises: materials and a checker.
    static var fakeExercises: CourseServices {
        CourseServices(course: FakeCourse(), checker: FakeChecker(), quizzes: FakeCourse(), materials: FakeMaterials())
    }
}
