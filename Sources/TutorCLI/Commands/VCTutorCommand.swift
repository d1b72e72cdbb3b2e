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
            ExamCommand.self, ClassCommand.self, GradeCommand.self, GradeWorkerCommand.self,
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
        guard JSONFailureReport.isWanted(by: arguments) else { return run(arguments: arguments, context: context) }
        let output = RecordingOutput(passingTo: context.output)
        let errors = RecordingOutput(passingTo: context.errors)
        let status = run(arguments: arguments, context: context.with(output: output, errors: errors))
        if status != ExitStatus.success, output.text.isEmpty {
            context.output.write(JSONFailureReport.json(message: errors.text, exitStatus: status))
        }
        return status
    }

    /// `main` without the JSON report of failures.
    private static func run(arguments: [String], context: TutorContext) -> Int32 {
        do {
            // The usual `vctutor run` spellings skip ArgumentParser's reflection (RunRequest+QuickParse).
            if let request = RunRequest(quickly: arguments) { return try request.run(in: context) }
            // `vctutor --version` as scripts spell it, without ArgumentParser's reflection.
            if arguments == ["--version"] {
                context.say(version)
                return ExitStatus.success
            }
            var command = try VCTutorCommand.parseAsRoot(arguments)
            guard let tutorCommand = command as? any TutorCommand else {
                try command.run()
                return ExitStatus.success
            }
            if context.courseRoot == nil, !(tutorCommand is any RunsWithoutCourse) {
                // Without the course there are no words to speak in: say the one sentence
                // written into the program, in the learner's language, instead of raw keys.
                let language = CourseLanguage.resolve(
                    option: tutorCommand.common.lang, saved: nil, environment: context.environment)
                context.complain(CourseMissingMessage.text(context.courseProblem, language: language))
                return ExitStatus.notAvailable
            }
            return try tutorCommand.run(in: context)
        } catch {
            if let typo = unknownCommand(arguments) {
                let session = CommandSession(context: context, common: .parsed(lang: language(in: arguments)))
                let names = Shell.commandNames
                context.complain(session.unknown(
                    "error.unknown_command", typo, suggestions: Suggestions.closest(to: typo, in: names)))
                return ExitStatus.usage
            }
            let code = VCTutorCommand.exitCode(for: error).rawValue
            let message = localizedMessage(for: error, arguments: arguments, context: context)
            if !message.isEmpty {
                if code == 0 { context.say(message) } else { context.errors.write(message + "\n") }
            }
            // swift-argument-parser reports bad usage as 64 (EX_USAGE); the contract says 2.
            return code == 64 ? ExitStatus.usage : code
        }
    }

    /// What `--version` prints.
    private static var version: String { VCTutorCommand.configuration.version }

    /// The first argument when it names no command (`vctutor lesons`), else nil.
    private static func unknownCommand(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !Shell.commandNames.contains(first),
              first != "help" else { return nil }
        return first
    }

    /// The value of `--lang` among `arguments`, when given and known.
    private static func language(in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: "--lang"), index + 1 < arguments.count,
              CourseLanguage(name: arguments[index + 1]) != nil else { return nil }
        return arguments[index + 1]
    }

    /// ArgumentParser's help or usage error, in the learner's language and wrapped to the
    /// terminal (English as the library writes it when the language is English).
    private static func localizedMessage(for error: Error, arguments: [String], context: TutorContext) -> String {
        // The version reads the same in every language: no progress store, no strings.
        if VCTutorCommand.exitCode(for: error) == .success, VCTutorCommand.fullMessage(for: error) == version {
            return version
        }
        let language = CommandSession(context: context, common: .parsed(lang: language(in: arguments))).language
        let width = max(20, context.terminal.width)
        guard language != .english else { return VCTutorCommand.fullMessage(for: error) }
        let english = VCTutorCommand.fullMessage(for: error, columns: 10_000)
        return HelpTranslation.load(language: language, courseRoot: context.courseRoot).translate(help: english, width: width)
    }
}
