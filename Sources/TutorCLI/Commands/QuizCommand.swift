import ArgumentParser

/// `vctutor quiz`: asks a lesson's quiz questions and records the answers.
struct QuizCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "quiz",
        abstract: "Take a lesson's quiz.",
        discussion: "Answer with the option's letter or in words; Ctrl-C stops the quiz.\n\nExamples:\n  vctutor quiz windows\n  printf 'b\\na\\n' | vctutor quiz windows")

    @Argument(help: "The lesson's id.") var lesson: String
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        let session = session(context)
        guard let quizzes = context.services.quizzes else {
            return context.notAvailable(session, what: "quiz")
        }
        guard let questions = try quizzes.quiz(id: lesson, language: session.language.rawValue) else {
            context.complain(session.t("error.unknown_quiz", ["id": lesson]))
            return ExitStatus.usage
        }
        do {
            let store = try context.store()
            let attempt = try store.startQuiz(quizId: lesson, now: context.clock())
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
