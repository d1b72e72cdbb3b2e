import ArgumentParser
import Foundation

/// The interactive shell: first-run set-up, the home screen, then a loop reading commands.
/// Ctrl-C cancels what is in progress and never ends the shell; Ctrl-D or `quit` leaves.
struct Shell {
    let context: TutorContext
    let common: CommonOptions

    /// Commands only the shell has (the rest are vctutor's subcommands).
    static let shellCommands = ["help", "home", "clear", "quit", "exit"]

    func run() throws -> Int32 {
        var session = CommandSession(context: context, common: common)
        let readline = context.input as? ReadlineReader
        try? FileManager.default.createDirectory(atPath: context.paths.home, withIntermediateDirectories: true)
        readline?.loadHistory(from: context.paths.history)
        readline?.setCompletions(commands: Self.commandNames + Self.shellCommands, ids: courseIds(session))
        readline?.setArgumentCompletions(ShellCompletion.argumentWords(
            lessons: lessonIds(session), exercises: exerciseIds(session), commands: Self.commandNames + Self.shellCommands))

        if isFirstRun() {
            if let chosen = firstRun(session) { session = chosen }
        }
        showHome(session)
        while true {
            let prompt = context.terminal.inputIsTTY ? TerminalStyle(colour: session.colour).apply([.bold], "vctutor›") + " " : ""
            switch context.input.readLine(prompt: prompt) {
            case .end:
                if context.terminal.inputIsTTY { context.say("") }
                context.say(session.t("shell.bye"))
                readline?.saveHistory(to: context.paths.history)
                return ExitStatus.success
            case .interrupted:
                continue
            case .line(let line):
                let words = ShellWords.split(line)
                guard let first = words.first else { continue }
                readline?.remember(line)
                readline?.saveHistory(to: context.paths.history)
                switch first {
                case "quit", "exit", "q":
                    context.say(session.t("shell.bye"))
                    return ExitStatus.success
                case "help", "?":
                    showHelp(words.dropFirst().first, session)
                case "home":
                    showHome(session)
                case "clear", "cls":
                    // As a terminal's own `clear`: cursor home, erase the screen; nothing when piped.
                    if context.terminal.outputIsTTY { context.output.write("\u{1B}[H\u{1B}[2J") }
                default:
                    guard Self.commandNames.contains(first) else {
                        let close = Suggestions.closest(to: first, in: Self.commandNames + Self.shellCommands)
                        context.complain(session.unknown("shell.unknown_command", first, suggestions: close))
                        continue
                    }
                    _ = VCTutor.main(arguments: words + inherited(words), context: context)
                    // A `lang` command may have changed the language: pick it up.
                    session = CommandSession(context: context, common: common)
                }
            }
        }
    }

    /// `--lang` and `--no-color` given to the shell, passed on to each command.
    private func inherited(_ words: [String]) -> [String] {
        var extra: [String] = []
        if let lang = common.lang, !words.contains("--lang"), words.first != "lang" { extra += ["--lang", lang] }
        if common.noColor, !words.contains("--no-color") { extra.append("--no-color") }
        return extra
    }

    /// The subcommands' names, for dispatch and completion.
    static var commandNames: [String] {
        VCTutorCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
    }

    private func courseIds(_ session: CommandSession) -> [String] {
        lessonIds(session) + exerciseIds(session)
    }

    private func lessonIds(_ session: CommandSession) -> [String] {
        (try? context.services.course?.lessons(language: session.language.rawValue).map(\.id)) ?? []
    }

    private func exerciseIds(_ session: CommandSession) -> [String] {
        (try? context.services.course?.exercises(language: session.language.rawValue).map(\.id)) ?? []
    }

    private func showHelp(_ topic: String?, _ session: CommandSession) {
        if let topic, let command = VCTutorCommand.configuration.subcommands.first(where: { $0.configuration.commandName == topic }) {
            if session.language == .english {
                context.output.write(VCTutorCommand.helpMessage(for: command, columns: session.width) + "\n")
            } else {
                let english = VCTutorCommand.helpMessage(for: command, columns: 10_000)
                let translation = HelpTranslation.load(language: session.language, courseRoot: context.courseRoot)
                context.output.write(translation.translate(help: english, width: session.width) + "\n")
            }
            return
        }
        context.say(session.t("help.title"))
        let names = Self.commandNames
        let widest = names.map(\.count).max() ?? 0
        for command in VCTutorCommand.configuration.subcommands {
            let name = command.configuration.commandName ?? ""
            let summary = session.strings.keys.contains("help.\(name)") || session.language == .english
                ? session.t("help.\(name)") : command.configuration.abstract
            context.say("  " + name.padding(toLength: widest + 2, withPad: " ", startingAt: 0) + summary)
        }
        for name in ["help", "home", "clear", "quit"] {
            context.say("  " + name.padding(toLength: widest + 2, withPad: " ", startingAt: 0) + session.t("help.\(name)"))
        }
        context.say(session.t("help.footer"))
    }
}
