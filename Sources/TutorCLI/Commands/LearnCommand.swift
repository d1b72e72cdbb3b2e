import ArgumentParser

/// `vctutor learn`: reads a lesson page by page.
struct LearnCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "learn",
        abstract: "Read a lesson, a page at a time.",
        discussion: "Keys: Enter or n for the next page, p for the previous one, q to stop.\n\nExamples:\n  vctutor learn windows")

    @Argument(help: "The lesson's id.") var lesson: String
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        let session = session(context)
        guard let course = context.services.course else {
            return context.notAvailable(session, what: "learn")
        }
        guard let markdown = try course.lessonMarkdown(id: lesson, language: session.language.rawValue) else {
            context.complain(session.t("error.unknown_lesson", ["id": lesson]))
            return ExitStatus.usage
        }
        let pager = Pager(context: context, session: session)
        let read = pager.show(LessonPages(markdown: markdown))
        guard read.pagesRead > 0 else { return ExitStatus.success }
        do {
            try context.store().recordReading(
                lessonId: lesson, pagesRead: read.pagesRead, finished: read.finished, now: context.clock())
        } catch {
            context.complain(session.describe(error))
            return ExitStatus.failure
        }
        return ExitStatus.success
    }
}
