import ArgumentParser

/// `vctutor learn`: reads a lesson page by page.
struct LearnCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "learn",
        abstract: "Read a lesson, a page at a time.",
        discussion: "Keys: Enter or n for the next page, p for the previous one, r runs the page's example, q to stop.\n\nExamples:\n  vctutor learn windows\n  vctutor learn 2")

    @Argument(help: "The lesson: its id, its number or its title.", completion: CourseIdCompletion.lessons) var lesson: String
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        let session = session(context)
        guard let course = context.services.course else {
            return context.notAvailable(session, what: "learn")
        }
        guard let lesson = context.lessonId(self.lesson, session: session) else { return ExitStatus.usage }
        guard let markdown = try course.lessonMarkdown(id: lesson, language: session.language.rawValue) else {
            context.complain(session.t("error.unknown_lesson", ["id": lesson]))
            return ExitStatus.usage
        }
        let pager = Pager(context: context, session: session)
        let pages = LessonPages(markdown: markdown)
        // A lesson left half-read opens where the learner stopped; `p` goes back.
        var start = 0
        if let reading = (try? context.store().readings())?[lesson], !reading.finished,
           reading.pagesRead > 1, reading.pagesRead <= pages.pages.count {
            start = reading.pagesRead - 1
            context.say(session.t("learn.resuming", ["page": "\(start + 1)", "total": "\(pages.pages.count)"]))
        }
        let read = pager.show(pages, from: start)
        guard read.pagesRead > 0 else { return ExitStatus.success }
        do {
            try context.store().recordReading(
                lessonId: lesson, pagesRead: read.pagesRead, finished: read.finished, now: context.clock())
        } catch {
            context.complain(session.describe(error))
            return ExitStatus.failure
        }
        if read.finished, context.services.quizzes != nil {
            context.say(session.t("learn.next_quiz", ["command": "quiz \(lesson)"]))
        }
        return ExitStatus.success
    }
}
