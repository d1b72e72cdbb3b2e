import ArgumentParser

/// `vctutor hint`: show a hint for the exercise you are working on.
struct HintCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "hint",
        abstract: "Show a hint for the exercise you are working on.",
        discussion: "Examples:\n  vctutor hint root-in-code")

    @Argument(help: "The exercise's id.") var exercise: String?
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        // Needs the exercise engine (Course + SimBridge), which is not wired in yet.
        context.notAvailable(session(context), what: "hint")
    }
}
