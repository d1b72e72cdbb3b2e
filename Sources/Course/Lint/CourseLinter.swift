import Foundation

/// Validates a course: everything the loader reports, plus the checks that need the whole
/// course (every language, every file) and, when a runner is given, the ones that run code.
public struct CourseLinter: Sendable {
    /// Runs code examples, output questions and exercise solutions; nil skips those checks.
    public var runner: (any ProgramRunner)?

    /// Makes a linter; without a runner nothing is run (code is only parsed).
    public init(runner: (any ProgramRunner)? = nil) {
        self.runner = runner
    }

    /// Every problem of the course under `root`, sorted by file and line.
    public func lint(root: URL) -> [CourseProblem] {
        lint(CourseLoader(root: root).load())
    }

    /// Every problem of an already loaded course (its load problems included).
    public func lint(_ loaded: CourseLoadResult) -> [CourseProblem] {
        var session = LintSession(course: loaded.course, runner: runner, files: CourseFiles(root: loaded.course.root))
        session.problems = loaded.problems
        session.lintContentFiles()
        // Without the lesson list every content file would look orphaned: those consequences
        // are counted in one warning instead of burying the cause.
        let listUnread = loaded.course.lessons.isEmpty && loaded.problems.contains {
            $0.file == Self.courseList && $0.severity == .error
        }
        if listUnread {
            var orphans = session
            orphans.problems = []
            orphans.lintOrphanContent()
            if !orphans.problems.isEmpty {
                session.add(Self.courseList, .orphanContent,
                            "\(orphans.problems.count) content files were not matched to lessons, since the lesson list could not be read",
                            severity: .warning)
            }
        } else {
            session.lintOrphanContent()
        }
        for lesson in loaded.course.lessons {
            session.lintLessonTexts(lesson)
            session.lintQuiz(lesson)
            session.lintQuizTexts(lesson)
            for exercise in lesson.exercises {
                session.lintExerciseTexts(exercise)
                session.lintExerciseFiles(exercise)
                session.runExercise(exercise)
            }
        }
        // The lesson list's errors first: the others often follow from them.
        return session.problems.sorted {
            (Self.rank($0), $0.file, $0.line ?? 0, $0.column ?? 0) < (Self.rank($1), $1.file, $1.line ?? 0, $1.column ?? 0)
        }
    }

    /// 0 for an error in the lesson list, 1 for its other problems, 2 for the rest.
    private static func rank(_ problem: CourseProblem) -> Int {
        problem.file != courseList ? 2 : problem.severity == .error ? 0 : 1
    }

    /// The file that lists the lessons.
    static let courseList = "Lessons/course.yaml"
}

/// The state of one lint.
struct LintSession {
    let course: Course
    let runner: (any ProgramRunner)?
    let files: CourseFiles
    var problems: [CourseProblem] = []

    mutating func add(
        _ file: String, _ id: CourseProblemID, _ message: String, line: Int? = nil, column: Int? = nil,
        severity: CourseProblem.Severity? = nil
    ) {
        problems.append(CourseProblem(file: file, line: line, column: column, id: id, message: message, severity: severity))
    }

    /// The quiz checks that need no language: the number of questions, output code.
    mutating func lintQuiz(_ lesson: Lesson) {
        let file = "Lessons/\(lesson.id)/lesson.yaml"
        if !(6...12).contains(lesson.questions.count) {
            add(file, .questionCount, "the quiz has \(lesson.questions.count) questions; a lesson should have 6–12")
        }
        for question in lesson.questions {
            guard case let .output(device, code) = question.kind else { continue }
            if let failure = SwiftParseCheck.firstError(in: code) {
                add(file, .outputNotComputable,
                    "question '\(question.id)': its code does not parse (code line \(failure.line), column \(failure.column))",
                    line: question.position.line)
                continue
            }
            guard runner != nil else { continue }
            if case let .failure(failure) = QuizSession.outputLines(code: code, device: device, runner: runner) {
                add(file, .outputNotComputable, "question '\(question.id)': the answer cannot be computed: \(failure.reason)",
                    line: question.position.line)
            }
        }
    }
}
