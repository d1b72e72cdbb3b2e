import Course
import Foundation

/// The real course behind the commands: lessons, exercises and quizzes from `Lessons/` and
/// `Content/`, loaded once per process.
package struct LiveCourse: CourseProviding, QuizProviding {
    /// The course, loaded on first use.
    package let lazyCourse: LazyCourse
    /// Runs the code of `output` questions; nil leaves those questions out.
    package let runner: (any ProgramRunner)?
    /// The seed that shuffles options; the same seed gives the same order.
    package let seed: UInt64

    package init(course: LazyCourse, runner: (any ProgramRunner)?, seed: UInt64) {
        self.lazyCourse = course
        self.runner = runner
        self.seed = seed
    }

    package func lessons(language: String) throws -> [LessonSummary] {
        let language = Self.language(language)
        return lazyCourse.course(for: language).lessons.map { lesson in
            LessonSummary(id: lesson.id, title: lesson.title(in: language) ?? lesson.title(in: .english) ?? lesson.id,
                          order: lesson.order)
        }
    }

    package func exercises(language: String) throws -> [ExerciseSummary] {
        let language = Self.language(language)
        return lazyCourse.course(for: language).exercises.map { exercise in
            ExerciseSummary(id: exercise.id, lesson: exercise.lessonID,
                            title: exercise.text(in: language)?.title ?? exercise.text(in: .english)?.title ?? exercise.id,
                            kind: exercise.kind.rawValue)
        }
    }

    package func lessonMarkdown(id: String, language: String) throws -> String? {
        guard let lesson = lazyCourse.course(for: Self.language(language)).lesson(id: id) else { return nil }
        return (lesson.text(in: Self.language(language)) ?? lesson.text(in: .english))?.markdown
    }

    package func quiz(id: String, language: String) throws -> [QuizQuestion]? {
        guard let lesson = lazyCourse.course(for: Self.language(language)).lesson(id: id) else { return nil }
        let session = QuizSession(lesson: lesson, language: Self.language(language), seed: seed, runner: runner)
        return session.questions.indices.compactMap { index in question(index, of: session) }
    }

    package func question(id: String, language: String) throws -> QuizQuestion? {
        for lesson in lazyCourse.course(for: Self.language(language)).lessons where lesson.questions.contains(where: { $0.id == id }) {
            let session = QuizSession(lesson: lesson, language: Self.language(language), seed: seed, runner: runner)
            if let index = session.questions.firstIndex(where: { $0.id == id }) {
                return question(index, of: session)
            }
        }
        return nil
    }

    /// The question at `index` for the shell, graded by the course's own rules; nil when it
    /// cannot be asked (an `output` question whose answer could not be computed).
    private func question(_ index: Int, of session: QuizSession) -> QuizQuestion? {
        let presented = session.questions[index]
        guard presented.unavailableReason == nil else { return nil }
        let language = session.language
        return QuizQuestion(
            id: presented.id, prompt: presented.prompt, choices: presented.choices.map(\.text),
            accepted: [presented.correctAnswer], explanation: presented.explanation, code: presented.code,
            answerForm: Self.answerForm(presented.type),
            judge: { given in
                switch session.grade(index, answer: given) {
                case .invalid(let problem): return .invalid(problem.message(in: language))
                case .graded(let result): return result.isCorrect ? .right : .wrong
                }
            })
    }

    /// How a question of `type` is answered.
    static func answerForm(_ type: QuestionType) -> QuizQuestion.AnswerForm {
        switch type {
        case .single: .oneOption
        case .multiple: .allThatApply
        case .order: .order
        case .output: .outputOrder
        case .short: .words
        case .wrongLine: .lineNumber
        }
    }

    /// The course language for a code the commands resolved (`en`, `ru`, `zh-Hans`).
    static func language(_ code: String) -> Language {
        Language(code: code) ?? .english
    }
}
