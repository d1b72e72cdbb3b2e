import ArgumentParser

/// The `vctutor` command: with no subcommand it opens the interactive shell.
public struct VCTutorCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "vctutor",
        abstract: "A terminal course on how iOS puts view controllers on screen.",
        discussion: """
            Run without a subcommand to open the interactive shell.

            Examples:
              vctutor                      open the shell
              vctutor run App/ --trace     run Swift code against the simulator
              vctutor check root-in-code   check your solution to an exercise
            """,
        version: "0.1.0"
    )

    public init() {}

    public func run() throws {
        print("vctutor: the interactive shell is not built yet. See 'vctutor --help'.")
    }
}
