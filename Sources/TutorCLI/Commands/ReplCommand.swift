import ArgumentParser

/// `vctutor repl`: type Swift lines and run them against the simulator.
struct ReplCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Type Swift lines and run them against the simulator.",
        discussion: "Examples:\n  vctutor repl")

    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        // Needs the exercise engine (Course + SimBridge), which is not wired in yet.
        context.notAvailable(session(context), what: "repl")
    }
}
