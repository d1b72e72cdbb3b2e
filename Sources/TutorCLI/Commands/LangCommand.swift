import ArgumentParser

/// `vctutor lang`: shows or saves the course language.
struct LangCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "lang",
        abstract: "Show or change the course language.",
        discussion: "Examples:\n  vctutor lang\n  vctutor lang ru\n  vctutor lang zh")

    @Argument(help: "en, ru or zh.", completion: CourseIdCompletion.languages) var language: String?
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        guard let language else {
            let session = session(context)
            context.say(session.t("lang.current", ["lang": session.language.rawValue]))
            return ExitStatus.success
        }
        guard let chosen = CourseLanguage(name: language) else {
            context.complain(session(context).t("error.unknown_language", ["lang": language]))
            return ExitStatus.usage
        }
        do {
            try context.store().setLanguage(chosen.rawValue, now: context.clock())
        } catch {
            context.complain(session(context).describe(error))
            return ExitStatus.failure
        }
        var common = CommonOptions()
        common.lang = chosen.rawValue
        common.noColor = self.common.noColor
        context.say(CommandSession(context: context, common: common).t("lang.saved", ["lang": chosen.rawValue]))
        return ExitStatus.success
    }
}
