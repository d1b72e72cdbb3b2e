import ArgumentParser

/// `vctutor watch`: re-check an exercise each time you save its file.
struct WatchCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Re-check an exercise each time you save its file.",
        discussion: "Examples:\n  vctutor watch root-in-code")

    @Argument(help: "The exercise's id.") var exercise: String?
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        // Needs the exercise engine (Course + SimBridge), which is not wired in yet.
        context.notAvailable(session(context), what: "watch")
    }
}
