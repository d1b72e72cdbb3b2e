import Foundation

/// A lesson as the commands show it: enough to list it and open it.
package struct LessonSummary: Codable, Equatable, Sendable {
    /// The lesson's id, as in `Lessons/course.yaml`.
    package var id: String
    /// The title in the chosen language.
    package var title: String
    /// Its place in the course, 1-based.
    package var order: Int

    package init(id: String, title: String, order: Int) {
        self.id = id
        self.title = title
        self.order = order
    }
}

/// An exercise as the commands list it.
package struct ExerciseSummary: Codable, Equatable, Sendable {
    package var id: String
    /// The id of the lesson it belongs to.
    package var lesson: String
    /// The title in the chosen language.
    package var title: String
    /// What it asks: `build`, `fix` or `predict` (`kind:` in `exercise.yaml`).
    package var kind: String

    package init(id: String, lesson: String, title: String, kind: String = "build") {
        self.id = id
        self.lesson = lesson
        self.title = title
        self.kind = kind
    }
}

/// The course's content, in one language. The Course module provides the real one; the lead
/// wires it in `Sources/vctutor/main.swift`.
package protocol CourseProviding: Sendable {
    /// Every lesson, in teaching order, with titles in `language` (`en`, `ru`, `zh-Hans`).
    func lessons(language: String) throws -> [LessonSummary]
    /// Every exercise, in course order.
    func exercises(language: String) throws -> [ExerciseSummary]
    /// A lesson's text as Markdown (pages start at `## ` headings), or nil for an unknown id.
    func lessonMarkdown(id: String, language: String) throws -> String?
}

/// One check's outcome, as `vctutor check --json` prints it.
package struct CheckOutcome: Codable, Equatable, Sendable {
    package var id: String
    package var passed: Bool
    package var message: String
    /// Whether the check could not look at anything because the program stopped first.
    package var notRun: Bool

    package init(id: String, passed: Bool, message: String, notRun: Bool = false) {
        self.id = id
        self.passed = passed
        self.message = message
        self.notRun = notRun
    }
}

/// The result of checking a solution.
package struct CheckReport: Sendable {
    /// `ok`, `diagnostics`, `exception` or `limit`, as the contract defines them.
    package var status: String
    package var checks: [CheckOutcome]
    /// The whole `vctutor check --json` object, as the checker builds it.
    package var json: String
    /// What stopped the program, rendered for a terminal (diagnostics or the runtime error with
    /// file:line:column and the source line); empty when it ran well.
    package var problem: String = ""
    /// What the program printed; empty when it printed nothing.
    package var output: String = ""

    package var passed: Bool { status == "ok" && !checks.isEmpty && checks.allSatisfy(\.passed) }

    package init(status: String, checks: [CheckOutcome], json: String, problem: String = "", output: String = "") {
        self.status = status
        self.checks = checks
        self.json = json
        self.problem = problem
        self.output = output
    }
}

/// Checks a learner's solution to an exercise (the Course module's checker).
package protocol SolutionChecking: Sendable {
    /// Checks `source` against exercise `exerciseId`, with the learner's own storyboards and
    /// Info.plist (`files`: they replace the exercise's files of the same name); nil when
    /// there is no such exercise.
    func check(exerciseId: String, source: String, files: [WorkspaceFile], language: String) throws -> CheckReport?
}

extension SolutionChecking {
    /// Checks `source` with the exercise's own storyboards and Info.plist.
    package func check(exerciseId: String, source: String, language: String) throws -> CheckReport? {
        try check(exerciseId: exerciseId, source: source, files: [], language: language)
    }
}

/// Runs Swift code against the simulator (SimBridge + SwiftSubset), as `vctutor run` does.
package protocol CodeRunning: Sendable {
    /// Runs the files at `paths` and returns what to print and the exit status (0 or 1);
    /// `stopRequested`, asked while the program runs, stops it when true (Ctrl-C).
    func run(paths: [String], options: [String], json: Bool,
             stopRequested: (@Sendable () -> Bool)?) throws -> (output: String, status: Int32)
}

extension CodeRunning {
    /// Runs the files at `paths`, stopped only by the limits.
    package func run(paths: [String], options: [String], json: Bool) throws -> (output: String, status: Int32) {
        try run(paths: paths, options: options, json: json, stopRequested: nil)
    }
}

/// Validates `Lessons/` and `Content/` (the Course module's lint).
package protocol CourseLinting: Sendable {
    /// Returns the problems found, one message each; empty when clean.
    func lint(json: Bool) throws -> (output: String, problems: Int)
    /// Redraws every lesson picture from its program, in place; how many changed, the files
    /// written, and the pictures that could not be drawn (as lint problems, one a line).
    func updatePictures() throws -> (changed: Int, files: [String], problems: [String])
}

/// The engines the commands use. Each is nil until its module is wired in; a command whose
/// engine is missing says so and exits with ``ExitStatus/notAvailable``.
package struct CourseServices: Sendable {
    package var course: (any CourseProviding)?
    package var checker: (any SolutionChecking)?
    package var runner: (any CodeRunning)?
    package var linter: (any CourseLinting)?
    package var quizzes: (any QuizProviding)?
    /// Starters, hints and solutions of the exercises.
    package var materials: (any ExerciseMaterialProviding)?

    package init(
        course: (any CourseProviding)? = nil, checker: (any SolutionChecking)? = nil,
        runner: (any CodeRunning)? = nil, linter: (any CourseLinting)? = nil,
        quizzes: (any QuizProviding)? = nil, materials: (any ExerciseMaterialProviding)? = nil
    ) {
        self.course = course
        self.materials = materials
        self.quizzes = quizzes
        self.checker = checker
        self.runner = runner
        self.linter = linter
    }

    /// No engines at all.
    package static let none = CourseServices()
}

/// How a typed answer was judged.
package enum QuizJudgement: Equatable, Sendable {
    case right
    case wrong
    /// Not an answer of the right form; the message says why, and the question is asked again.
    case invalid(String)
}

/// One quiz question in the chosen language.
package struct QuizQuestion: Sendable {
    /// The question's id; the review schedule is kept against it.
    package var id: String
    /// The question, as Markdown.
    package var prompt: String
    /// Code shown under the prompt (`output` and `wrong-line` questions), or nil.
    package var code: String?
    /// The options shown as a), b), c)…; empty for a question answered in words.
    package var choices: [String]
    /// The right answer as the learner would type it first (shown after a wrong answer), then
    /// other accepted spellings.
    package var accepted: [String]
    /// Shown after the answer, or nil.
    package var explanation: String?
    /// Judges a typed line. The default accepts ``accepted`` ignoring case and surrounding spaces.
    package var judge: @Sendable (String) -> QuizJudgement
    /// How to answer, said before the learner types; nil says nothing.
    package var answerForm: AnswerForm?

    /// How a question is answered, so the quiz can say it before the first try.
    package enum AnswerForm: String, Sendable {
        /// One option, by letter or in words.
        case oneOption = "one_option"
        /// Every option that applies.
        case allThatApply = "all_that_apply"
        /// Every item once, in order.
        case order
        /// The printed lines, in the order they appear.
        case outputOrder = "output_order"
        /// A few words.
        case words
        /// The number of a line of the code.
        case lineNumber = "line_number"
    }

    package init(
        id: String, prompt: String, choices: [String], accepted: [String], explanation: String?,
        code: String? = nil, answerForm: AnswerForm? = nil, judge: (@Sendable (String) -> QuizJudgement)? = nil
    ) {
        self.id = id
        self.answerForm = answerForm
        self.prompt = prompt
        self.code = code
        self.choices = choices
        self.accepted = accepted
        self.explanation = explanation
        self.judge = judge ?? { given in
            let normalised = given.trimmingCharacters(in: .whitespaces).lowercased()
            return accepted.contains { $0.trimmingCharacters(in: .whitespaces).lowercased() == normalised }
                ? .right : .wrong
        }
    }

    /// Whether `given` is judged right.
    package func accepts(_ given: String) -> Bool { judge(given) == .right }
}

extension QuizQuestion: Equatable {
    /// Questions are equal when everything shown and accepted is; the judge is not compared.
    package static func == (lhs: QuizQuestion, rhs: QuizQuestion) -> Bool {
        lhs.id == rhs.id && lhs.prompt == rhs.prompt && lhs.code == rhs.code && lhs.choices == rhs.choices
            && lhs.accepted == rhs.accepted && lhs.explanation == rhs.explanation
    }
}

/// The course's quizzes (the Course module provides them).
package protocol QuizProviding: Sendable {
    /// The questions of quiz `id` (a lesson's id), or nil for an unknown quiz.
    func quiz(id: String, language: String) throws -> [QuizQuestion]?
    /// One question by id, for reviews; nil when unknown.
    func question(id: String, language: String) throws -> QuizQuestion?
}
