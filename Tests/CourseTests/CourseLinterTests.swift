import Foundation
import Testing
@testable import Course

struct CourseLinterTests {
    /// The tiny course's runs: every outcome its files name, each a state that its checks judge.
    static let runner = FakeRunner(outcomes: [
        "solution": SnapshotSamples.navigation(stack: ["InboxViewController"]),
        "plain": SnapshotSamples.navigation(stack: ["InboxViewController"]),
        "starter": AppSnapshot(),
        "forgot-key": SnapshotSamples.navigation(stack: ["InboxViewController"], key: false),
        "empty-stack": SnapshotSamples.navigation(stack: []),
        "load-order": AppSnapshot(output: "first\nsecond\n"),
        "example": AppSnapshot(windows: [WindowSnapshot(isKey: true, isVisible: true, rootController: nil)]),
    ])

    func errors(_ problems: [CourseProblem]) -> [CourseProblem] { problems.filter { $0.severity == .error } }

    @Test func theTinyCourseHasNoErrors() {
        let problems = CourseLinter().lint(root: Fixtures.tiny)
        #expect(errors(problems).isEmpty, "\(problems)")
        // Only the lengths (the fixtures are short) and beta's one-question quiz are warned about.
        #expect(Set(problems.map(\.id)) == [.lessonLength, .questionCount])
    }

    @Test func theTinyCourseRunsCleanly() {
        let problems = CourseLinter(runner: Self.runner).lint(root: Fixtures.tiny)
        #expect(errors(problems).isEmpty, "\(problems)")
    }

    @Test func runningCatchesWrongSolutionsStartersAndMistakes() throws {
        var outcomes = Self.runner.outcomes
        outcomes["plain"] = SnapshotSamples.navigation(stack: [])                   // alternative fails
        outcomes["starter"] = SnapshotSamples.navigation(stack: ["InboxViewController"])  // starter passes
        outcomes["forgot-key"] = SnapshotSamples.navigation(stack: [])             // fails the wrong check
        outcomes["empty-stack"] = SnapshotSamples.navigation(stack: ["InboxViewController"])  // passes
        outcomes["load-order"] = AppSnapshot(status: .exception)                  // output not computable
        outcomes["example"] = AppSnapshot(exception: ExceptionInfo(name: "NSInternalInconsistencyException", reason: "x"), status: .exception)
        let problems = errors(CourseLinter(runner: FakeRunner(outcomes: outcomes)).lint(root: Fixtures.tiny))
        let folder = "Lessons/alpha/exercises/first-root"
        #expect(problems.contains { $0.id == .solutionFails && $0.file == "\(folder)/alternatives/plain.swift" })
        #expect(problems.contains { $0.id == .starterPasses && $0.file == "\(folder)/starter.swift" })
        #expect(problems.contains { $0.id == .mistakeWrongCheck && $0.file == "\(folder)/mistakes/forgot-key.swift" })
        #expect(problems.contains { $0.id == .mistakePasses && $0.file == "\(folder)/mistakes/empty-stack.swift" })
        #expect(problems.contains { $0.id == .outputNotComputable && $0.file == "Lessons/alpha/lesson.yaml" })
        // Both lessons' examples are the `example` outcome, which crashes here.
        #expect(problems.filter { $0.id == .swiftDoesNotRun }.map(\.file).sorted()
            == ["Content/en/lessons/alpha.md", "Content/en/lessons/beta.md", "Content/ru/lessons/alpha.md", "Content/ru/lessons/beta.md"])
        #expect(!problems.contains { $0.file == "\(folder)/solution.swift" })
    }

    /// Issue: the right option was the longest in 26 of 59 single-choice questions.
    @Test func aRightOptionLongerThanEveryOtherIsReported() throws {
        let root = try Fixtures.copyOfTiny()
        let quiz = try String(contentsOf: root.appendingPathComponent("Content/en/quizzes/alpha.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "{one: One, two: Two, per-view: One per view}",
                                  with: "{one: One window for the whole app, two: Two, per-view: One per view}")
        try Fixtures.write(quiz, to: "Content/en/quizzes/alpha.yaml", in: root)
        let problems = CourseLinter().lint(root: root).filter { $0.id == .answerLongest }
        #expect(problems.map(\.file) == ["Content/en/quizzes/alpha.yaml"])
        #expect(problems.first?.severity == .warning)
        #expect(problems.first?.message.contains("'one-window'") == true)
    }

    @Test func aKeyMissingInOneLanguageIsReported() throws {
        let root = try Fixtures.copyOfTiny()
        try Fixtures.write("""
            stack:
              prompt: Что добавляет контроллер?
              options: {push: Push}
            """, to: "Content/ru/quizzes/beta.yaml", in: root)
        let problems = errors(CourseLinter().lint(root: root)).filter { $0.file == "Content/ru/quizzes/beta.yaml" }
        #expect(problems.contains { $0.id == .keyMissingInLanguage && $0.message.contains("'stack.options.pop'") })
        #expect(problems.contains { $0.id == .keyMissingInLanguage && $0.message.contains("'stack.explanation'") })
        #expect(problems.contains { $0.id == .textMissing && $0.message.contains("no explanation") })
        #expect(problems.contains { $0.id == .textMissing && $0.message.contains("option 'pop'") })
    }

    @Test func aMissingFileInOneLanguageIsReported() throws {
        let root = try Fixtures.copyOfTiny()
        try FileManager.default.removeItem(at: root.appendingPathComponent("Content/ru/exercises/first-root.yaml"))
        let problems = errors(CourseLinter().lint(root: root))
        #expect(problems.contains { $0.id == .keyMissingInLanguage && $0.file == "Content/ru/exercises/first-root.yaml" })
        #expect(problems.contains { $0.id == .textMissing && $0.file == "Content/ru/exercises/first-root.yaml" })
    }

    @Test func hintsMustBeThreeAndEveryCheckNeedsAMessage() throws {
        let root = try Fixtures.copyOfTiny()
        try Fixtures.write("""
            title: A navigation root
            statement: Make it.
            hints: [one, two]
            checks:
              window-is-key: "x"
              extra: "y"
            """, to: "Content/en/exercises/first-root.yaml", in: root)
        let problems = errors(CourseLinter().lint(root: root)).filter { $0.file == "Content/en/exercises/first-root.yaml" }
        #expect(problems.contains { $0.id == .hintCount })
        #expect(problems.filter { $0.id == .textMissing }.count == 4)  // three checks without messages, one unknown
    }

    @Test func markdownProblemsHaveLines() throws {
        let root = try Fixtures.copyOfTiny()
        try Fixtures.write("""
            Navigation without a title

            ## Stacks

            ```swift
            let x = (1, 2
            print(x)
            ```

            ```swift fragment
            override func viewDidLoad() { super.viewDidLoad() }
            ```

            ```text
            never closed
            """, to: "Content/en/lessons/beta.md", in: root)
        let problems = errors(CourseLinter().lint(root: root)).filter { $0.file == "Content/en/lessons/beta.md" }
        #expect(problems.contains { $0.id == .markdownNoTitle && $0.line == 1 })
        #expect(problems.contains { $0.id == .markdownUnclosedFence && $0.line == 14 })
        let parse = try #require(problems.first { $0.id == .swiftDoesNotParse })
        // The block opens on line 5; the tuple left open on its code's line 1 is line 6.
        #expect(parse.line == 6)
        #expect(problems.filter { $0.id == .swiftDoesNotParse }.count == 1)  // the fragment parses
    }

    @Test func quizStructureErrorsAreReported() throws {
        let root = try Fixtures.copyOfTiny()
        try Fixtures.write("""
            id: beta
            quiz:
              - id: stack
                type: order
                items: [push, pop, push]
              - id: line
                type: wrong-line
                code: |
                  let a = 1
                  let b = 2
                answer: 3
            """, to: "Lessons/beta/lesson.yaml", in: root)
        let problems = errors(CourseLinter().lint(root: root)).filter { $0.file == "Lessons/beta/lesson.yaml" }
        #expect(problems.contains { $0.id == .duplicateItem && $0.line == 3 })
        #expect(problems.contains { $0.id == .lineOutOfRange && $0.line == 6 })
    }

    @Test func mistakeFilesAndMappingsMustAgree() throws {
        let root = try Fixtures.copyOfTiny()
        let folder = "Lessons/alpha/exercises/first-root"
        try FileManager.default.removeItem(at: root.appendingPathComponent("\(folder)/mistakes/empty-stack.swift"))
        try Fixtures.write("// outcome: other\n", to: "\(folder)/mistakes/other.swift", in: root)
        let problems = errors(CourseLinter().lint(root: root))
        #expect(problems.contains { $0.id == .mistakeFileMissing && $0.message.contains("'empty-stack'") })
        #expect(problems.contains { $0.id == .mistakeNotMapped && $0.message.contains("mistakes/other.swift") })
    }

    /// The real course in the repository (or the one `VCTUTOR_COURSE` names) has no structural
    /// errors. Nothing is run: there is no real runner in this module yet.
    @Test func theRealCourseHasNoStructuralErrors() throws {
        let root = ProcessInfo.processInfo.environment["VCTUTOR_COURSE"].map { URL(fileURLWithPath: $0) } ?? Fixtures.packageRoot
        let problems = errors(CourseLinter().lint(root: root))
        // Every rule holds on the course itself: kinds, the last hint, a picture per lesson.
        let structural = problems
        #expect(structural.isEmpty, "\(structural.map(\.description).joined(separator: "\n"))")
    }
}

struct WordCountTests {
    @Test func countsLatinAndCyrillicWords() {
        // The, window's, root, view-controller, 2, times.
        #expect(WordCount.words(in: "The window's root view-controller, 2 times.") == 6)
        #expect(WordCount.words(in: "Окно содержит представления.") == 3)
    }

    @Test func countsChineseAsHalfTheCharacters() {
        // 10 Han characters → 5 words, plus the API name.
        #expect(WordCount.words(in: "窗口的根视图控制器是 rootViewController。") == 5 + 1)
        #expect(WordCount.words(in: "视图") == 1)
    }
}

struct EntryMismatchTests {
    @Test func anAppExerciseNeedsAnAtMainSolution() throws {
        let root = try Fixtures.copyOfTiny()
        let folder = "Lessons/alpha/exercises/first-root"
        try Fixtures.write("// outcome: plain\nlet window = UIWindow()\n", to: "\(folder)/alternatives/plain.swift", in: root)
        let problems = CourseLinter().lint(root: root).filter { $0.id == .entryMismatch }
        #expect(problems.map(\.file) == ["\(folder)/alternatives/plain.swift"])
    }
}

struct OrphanContentTests {
    @Test func contentForUnknownIDsIsReported() throws {
        let root = try Fixtures.copyOfTiny()
        try Fixtures.write("# Gamma\n", to: "Content/en/lessons/gamma.md", in: root)
        try Fixtures.write("title: x\n", to: "Content/en/exercises/first-rooot.yaml", in: root)
        try Fixtures.write("stack:\n  prompt: P\n  options: {push: Push, pop: Pop}\n  explanation: E\nstak:\n  prompt: Q\n",
                           to: "Content/en/quizzes/beta.yaml", in: root)
        let orphans = CourseLinter().lint(root: root).filter { $0.id == .orphanContent }
        #expect(orphans.map(\.file) == [
            "Content/en/exercises/first-rooot.yaml", "Content/en/lessons/gamma.md", "Content/en/quizzes/beta.yaml",
        ])
        #expect(orphans.last?.line == 5)
    }
}

struct LintReportTests {
    @Test func warningsAloneAreClean() throws {
        let report = LintReport(problems: CourseLinter().lint(root: Fixtures.tiny))
        #expect(report.clean)
        #expect(report.errors == 0)
        #expect(report.warnings == report.problems.count && report.warnings > 0)
        let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(report)) as? [String: Any])
        #expect(Set(object.keys) == ["clean", "errors", "warnings", "problems"])
    }

    @Test func anErrorMakesItUnclean() throws {
        let root = try Fixtures.copyOfTiny()
        try Fixtures.write("lessons: [alpha, beta, gamma]\n", to: "Lessons/course.yaml", in: root)
        let report = LintReport(problems: CourseLinter().lint(root: root))
        #expect(!report.clean)
        #expect(report.errors == 1)
    }
}
