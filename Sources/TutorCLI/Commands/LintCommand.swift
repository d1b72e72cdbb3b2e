import ArgumentParser

/// `vctutor lint`: validates `Lessons/` and `Content/`.
struct LintCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Validate the course files in Lessons/ and Content/.",
        discussion: "Examples:\n  vctutor lint\n  vctutor lint --json")

    @Flag(help: "Print the problems as JSON.") var json = false
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        let session = session(context)
        guard let linter = context.services.linter else {
            return context.notAvailable(session, what: "lint")
        }
        let result = try linter.lint(json: json)
        context.output.write(result.output)
        return result.problems == 0 ? ExitStatus.success : ExitStatus.failure
    }
}
