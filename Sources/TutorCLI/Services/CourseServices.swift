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

    package init(id: String, lesson: String, title: String) {
        self.id = id
        self.lesson = lesson
        self.title = title
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

    package init(id: String, passed: Bool, message: String) {
        self.id = id
        self.passed = passed
        self.message = message
    }
}

/// The result of checking a solution.
package struct CheckReport: Sendable {
    /// `ok`, `diagnostics`, `exception` or `limit`, as the contract defines them.
    package var status: String
    package var checks: [CheckOutcome]
    /// The whole `vctutor check --json` object, as the checker builds it.
    package var json: String

    package var passed: Bool { status == "ok" && !checks.isEmpty && checks.allSatisfy(\.passed) }

    package init(status: String, checks: [CheckOutcome], json: String) {
        self.status = status
        self.checks = checks
        self.json = json
    }
}

/// Checks a learner's solution to an exercise (the Course module's checker).
package protocol SolutionChecking: Sendable {
    /// Checks `source` against exercise `exerciseId`; nil when there is no such exercise.
    func check(exerciseId: String, source: String, language: String) throws -> CheckReport?
}

/// Runs Swift code against the simulator (SimBridge + SwiftSubset), as `vctutor run` does.
package protocol CodeRunning: Sendable {
    /// Runs the files at `paths` and returns what to print and the exit status (0 or 1).
    func run(paths: [String], options: [String], json: Bool) throws -> (output: String, status: Int32)
}

/// Validates `Lessons/` and `Content/` (the Course module's lint).
package protocol CourseLinting: Sendable {
    /// Returns the problems found, one message each; empty when clean.
    func lint(json: Bool) throws -> (output: String, problems: Int)
}

/// The engines the commands use. Each is nil until its module is wired in; a command whose
/// engine is missing says so and exits with ``ExitStatus/notAvailable``.
package struct CourseServices: Sendable {
    package var course: (any CourseProviding)?
    package var checker: (any SolutionChecking)?
    package var runner: (any CodeRunning)?
    package var linter: (any CourseLinting)?
    package var quizzes: (any QuizProviding)?

    package init(
        course: (any CourseProviding)? = nil, checker: (any SolutionChecking)? = nil,
        runner: (any CodeRunning)? = nil, linter: (any CourseLinting)? = nil,
        quizzes: (any QuizProviding)? = nil
    ) {
        self.course = course
        self.quizzes = quizzes
        self.checker = checker
        self.runner = runner
        self.linter = linter
    }

    /// No engines at all.
    package static let none = CourseServices()
}

/// One quiz question in the chosen language.
package struct QuizQuestion: Equatable, Sendable {
    /// The question's id; the review schedule is kept against it.
    package var id: String
    /// The question, as Markdown.
    package var prompt: String
    /// The options shown as a), b), c)…; empty for a question answered in words.
    package var choices: [String]
    /// The answers accepted: option letters (`b`) or words, compared ignoring case and
    /// surrounding spaces.
    package var accepted: [String]
    /// Shown after the answer, or nil.
    package var explanation: String?

    package init(id: String, prompt: String, choices: [String], accepted: [String], explanation: String?) {
        self.id = id
        self.prompt = prompt
        self.choices = choices
        self.accepted = accepted
        self.explanation = explanation
    }

    /// Whether `given` is one of the accepted answers.
    package func accepts(_ given: String) -> Bool {
        let normalised = given.trimmingCharacters(in: .whitespaces).lowercased()
        return accepted.contains { $0.trimmingCharacters(in: .whitespaces).lowercased() == normalised }
    }
}

/// The course's quizzes (the Course module provides them).
package protocol QuizProviding: Sendable {
    /// The questions of quiz `id` (a lesson's id), or nil for an unknown quiz.
    func quiz(id: String, language: String) throws -> [QuizQuestion]?
    /// One question by id, for reviews; nil when unknown.
    func question(id: String, language: String) throws -> QuizQuestion?
}
