import ArgumentParser

/// The `vctutor` command: with no subcommand it opens the interactive shell.
package struct VCTutorCommand: TutorCommand {
    package static let configuration = CommandConfiguration(
        commandName: "vctutor",
        abstract: "A terminal course on how iOS puts view controllers on screen.",
        discussion: """
            Run without a subcommand to open the interactive shell.

            Examples:
              vctutor                      open the shell
              vctutor run App/ --trace     run Swift code against the simulator
              vctutor check root-in-code   check your solution to an exercise
            """,
        version: "0.1.0",
        subcommands: [
            RunCommand.self, CheckCommand.self, LessonsCommand.self, ExercisesCommand.self,
            ProgressCommand.self, LintCommand.self,
            LearnCommand.self, QuizCommand.self, ReviewCommand.self, HintCommand.self, SolutionCommand.self,
            WatchCommand.self, ReplCommand.self, ResetCommand.self, LangCommand.self,
            ExportCommand.self, ImportCommand.self,
            GradeCommand.self, GradeWorkerCommand.self,
        ]
    )

    @OptionGroup package var common: CommonOptions

    package init() {}

    package func run(in context: TutorContext) throws -> Int32 {
        try Shell(context: context, common: common).run()
    }
}

/// The program's entry point, callable from tests.
package enum VCTutor {
    /// Parses `arguments` (without the program name), runs the command in `context`, prints
    /// any usage error or help, and returns the exit status.
    package static func main(arguments: [String], context: TutorContext) -> Int32 {
        do {
            var command = try VCTutorCommand.parseAsRoot(arguments)
            guard let tutorCommand = command as? any TutorCommand else {
                try command.run()
                return ExitStatus.success
            }
            return try tutorCommand.run(in: context)
        } catch {
            let message = VCTutorCommand.fullMessage(for: error)
            let code = VCTutorCommand.exitCode(for: error).rawValue
            if !message.isEmpty {
                if code == 0 { context.say(message) } else { context.errors.write(message + "\n") }
            }
            // swift-argument-parser reports bad usage as 64 (EX_USAGE); the contract says 2.
            return code == 64 ? ExitStatus.usage : code
        }
    }
}
