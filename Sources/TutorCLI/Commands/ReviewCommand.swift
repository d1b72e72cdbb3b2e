import ArgumentParser
import ProgressStore

/// `vctutor review`: asks the questions due for spaced review.
struct ReviewCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Review the quiz questions that are due (spaced repetition).",
        discussion: "Examples:\n  vctutor review")

    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        let session = session(context)
        guard let quizzes = context.services.quizzes else {
            return context.notAvailable(session, what: "review")
        }
        do {
            let store = try context.store()
            let now = context.clock()
            let due = try store.dueReviews(at: now)
            let questions = try due.compactMap { try quizzes.question(id: $0.questionId, language: session.language.rawValue) }
            guard !questions.isEmpty else {
                if let next = try store.nextDue(after: now) {
                    context.say(session.t("review.next_due", [
                        "when": session.timeUntil(next, from: now), "at": context.localTime(next),
                    ]))
                } else {
                    context.say(session.t("review.nothing_yet"))
                }
                return ExitStatus.success
            }
            let attempt = try store.startQuiz(quizId: "review", now: context.clock())
            let asker = QuestionAsker(context: context, session: session, store: store, attemptId: attempt.id)
            let result = try asker.ask(questions)
            context.say(session.t("quiz.score", ["right": "\(result.correct)", "total": "\(result.asked)"]))
        } catch {
            context.complain(session.describe(error))
            return ExitStatus.failure
        }
        return ExitStatus.success
    }
}
