import ArgumentParser

/// `vctutor lint`: validates `Lessons/` and `Content/`.
struct LintCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Validate the course files in Lessons/ and Content/.",
        discussion: "Examples:\n  vctutor lint\n  vctutor lint --json\n  vctutor lint --update-pictures")

    @Flag(help: "Print the problems as JSON.") var json = false
    @Flag(help: "Redraw every lesson picture from the program above it, in place.") var updatePictures = false
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        let session = session(context)
        guard let linter = context.services.linter else {
            return context.notAvailable(session, what: "lint")
        }
        if updatePictures {
            let update = try linter.updatePictures()
            for problem in update.problems { context.complain(problem) }
            for file in update.files { context.say(file) }
            context.say(session.t("lint.pictures_updated", ["count": String(update.changed), "files": String(update.files.count)]))
            return update.problems.isEmpty ? ExitStatus.success : ExitStatus.failure
        }
        let result = try linter.lint(json: json)
        context.output.write(result.output)
        return result.problems == 0 ? ExitStatus.success : ExitStatus.failure
    }
}
