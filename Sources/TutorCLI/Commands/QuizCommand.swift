import ArgumentParser

/// `vctutor quiz`: asks a lesson's quiz questions and records the answers.
struct QuizCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "quiz",
        abstract: "Take a lesson's quiz.",
        discussion: "Answer with the option's letter or in words; Ctrl-C stops the quiz.\n\nExamples:\n  vctutor quiz windows\n  printf 'b\\na\\n' | vctutor quiz windows")

    @Argument(help: "The lesson: its id, its number or its title.", completion: CourseIdCompletion.lessons) var lesson: String
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        let session = session(context)
        guard let quizzes = context.services.quizzes else {
            return context.notAvailable(session, what: "quiz")
        }
        guard let lesson = context.lessonId(self.lesson, session: session, unknownKey: "error.unknown_quiz") else {
            return ExitStatus.usage
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
            if result.asked == questions.count, let next = nextStep(after: lesson, context, session) {
                context.say(next)
            }
        } catch {
            context.complain(session.describe(error))
            return ExitStatus.failure
        }
        return ExitStatus.success
    }

    /// What to do after the quiz: the lesson's first exercise not passed yet, else the next lesson.
    private func nextStep(after lesson: String, _ context: TutorContext, _ session: CommandSession) -> String? {
        guard let course = context.services.course else { return nil }
        let language = session.language.rawValue
        let statuses = (try? context.store().exerciseStatuses()) ?? [:]
        if let exercise = ((try? course.exercises(language: language)) ?? [])
            .first(where: { $0.lesson == lesson && statuses[$0.id] != .passed }) {
            return session.t("quiz.next_exercise", ["command": "exercises \(exercise.id)", "title": exercise.title])
        }
        let lessons = (try? course.lessons(language: language)) ?? []
        guard let order = lessons.first(where: { $0.id == lesson })?.order,
              let following = lessons.first(where: { $0.order == order + 1 }) else { return nil }
        return session.t("quiz.next_lesson", ["command": "learn \(following.id)", "title": following.title])
    }
}
