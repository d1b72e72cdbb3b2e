import ArgumentParser
import Foundation
import ProgressStore

/// `vctutor progress`: the learner's progress per lesson, quiz and exercise.
struct ProgressCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress",
        abstract: "Show your progress per lesson, quiz and exercise.",
        discussion: "Examples:\n  vctutor progress\n  vctutor progress --json")

    @Flag(help: "Print one JSON object.") var json = false
    @OptionGroup var common: CommonOptions

    struct Report: Encodable {
        struct Lesson: Encodable { var id: String; var pagesRead: Int; var finished: Bool }
        struct Quiz: Encodable { var id: String; var attempts: Int; var answers: Int; var correct: Int }
        struct Exercise: Encodable { var id: String; var status: ExerciseStatus; var attempts: Int }
        var lessons: [Lesson]
        var quizzes: [Quiz]
        var exercises: [Exercise]
        var reviewsDue: Int
    }

    func run(in context: TutorContext) throws -> Int32 {
        let session = session(context)
        let report: Report
        do {
            report = try makeReport(context.store(), now: context.clock())
        } catch {
            context.complain(session.describe(error))
            return ExitStatus.failure
        }
        if json {
            try context.printJSON(report)
            return ExitStatus.success
        }
        if let lessons = context.lessonProgress(session) {
            showBars(lessons, context, session)
        } else {
            context.say(session.t("progress.lessons"))
            for lesson in report.lessons {
                let state = lesson.finished ? session.t("progress.finished") : session.t("progress.pages", ["n": "\(lesson.pagesRead)"])
                context.say("  \(lesson.id): \(state)")
            }
            context.say(session.t("progress.quizzes"))
            for quiz in report.quizzes {
                context.say("  \(quiz.id): \(quiz.correct)/\(quiz.answers)")
            }
        }
        if !report.exercises.isEmpty { context.say(session.t("progress.exercises")) }
        for exercise in report.exercises {
            context.say("  \(exercise.id): \(session.t("status.\(exercise.status.rawValue)"))")
        }
        context.say(session.t("progress.reviews_due", ["n": "\(report.reviewsDue)"]))
        return ExitStatus.success
    }

    /// Each lesson with bars, then the course as a whole.
    private func showBars(_ lessons: [LessonProgress], _ context: TutorContext, _ session: CommandSession) {
        let view = LessonProgressView(session: session)
        lessons.flatMap(view.lines).forEach(context.say)
        let style = TerminalStyle(colour: session.colour)
        let pages = lessons.map(\.pages).reduce(0, +), read = lessons.map(\.pagesDone).reduce(0, +)
        let total = lessons.map(\.exercisesTotal).reduce(0, +), passed = lessons.map(\.exercisesPassed).reduce(0, +)
        context.say("")
        context.say(session.t("progress.course_read") + " " + ProgressBar.draw(read, of: pages, width: 20, style: style) + " \(read)/\(pages)")
        if total > 0 {
            context.say(session.t("progress.course_exercises") + " "
                + ProgressBar.draw(passed, of: total, width: 20, style: style) + " \(passed)/\(total)")
        }
    }

    private func makeReport(_ store: ProgressStore, now: Date) throws(ProgressStoreError) -> Report {
        let lessons = try store.readings().values.sorted { $0.lessonId < $1.lessonId }
            .map { Report.Lesson(id: $0.lessonId, pagesRead: $0.pagesRead, finished: $0.finished) }
        var quizzes: [String: Report.Quiz] = [:]
        for attempt in try store.quizAttempts() {
            let answers = try store.answers(attemptId: attempt.id)
            var quiz = quizzes[attempt.quizId] ?? Report.Quiz(id: attempt.quizId, attempts: 0, answers: 0, correct: 0)
            quiz.attempts += 1
            quiz.answers += answers.count
            quiz.correct += answers.count(where: \.correct)
            quizzes[attempt.quizId] = quiz
        }
        let attempts = Dictionary(grouping: try store.exerciseAttempts(), by: \.exerciseId)
        let exercises = attempts.keys.sorted().map {
            Report.Exercise(id: $0, status: ExerciseStatus(attempts: attempts[$0]!), attempts: attempts[$0]!.count)
        }
        return Report(
            lessons: lessons, quizzes: quizzes.values.sorted { $0.id < $1.id }, exercises: exercises,
            reviewsDue: try store.dueReviews(at: now).count)
    }
}
