import ArgumentParser
import SimBridge
import UIKitSim

/// `vctutor repl`: type Swift an entry at a time and run it against a live simulator.
struct ReplCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Type Swift an entry at a time and run it against the simulator.",
        discussion: """
            An entry is a line, or several lines until every bracket is closed. After each one
            you see what it printed and the callbacks UIKit delivered. Commands start with ':'
            (:help lists them).
            Examples:
              vctutor repl
              vctutor repl --device ipad
            """)

    @Option(help: "The simulated device: iphone or ipad.", completion: CourseIdCompletion.devices) var device: String?
    @OptionGroup var common: CommonOptions

    func validate() throws {
        if let device, !["iphone", "ipad"].contains(device) {
            throw ValidationError("unknown device '\(device)'; use iphone or ipad")
        }
    }

    func run(in context: TutorContext) throws -> Int32 {
        let session = session(context)
        let playground = ReplSession(device: device == "ipad" ? .iPad : .iPhone)
        let welcome = session.t("repl.welcome", ["device": device == "ipad" ? "iPad" : "iPhone"])
        for line in LineWrapper.wrap(welcome, width: session.width) { context.say(line) }
        var loop = ReplLoop(context: context, session: session, playground: playground)
        loop.run()
        return ExitStatus.success
    }
}

/// Reads entries and `:commands` until `:quit` or the end of input.
private struct ReplLoop {
    let context: TutorContext
    let session: CommandSession
    let playground: ReplSession

    mutating func run() {
        while true {
            switch readEntry() {
            case .end:
                return
            case .interrupted:
                continue
            case .line(let text):
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if trimmed.isEmpty { continue }
                if trimmed.hasPrefix(":") {
                    if !command(String(trimmed.dropFirst())) { return }
                } else {
                    show(playground.evaluate(text))
                }
            }
        }
    }

    /// One entry: lines until its brackets, strings and comments are closed. Ctrl-C drops
    /// what was typed of it.
    private func readEntry() -> LineInput {
        var balance = EntryBalance()
        var lines: [String] = []
        while true {
            switch context.input.readLine(prompt: lines.isEmpty ? "swift> " : "   ...> ") {
            case .end:
                return lines.isEmpty ? .end : .line(lines.joined(separator: "\n"))
            case .interrupted:
                return .interrupted
            case .line(let line):
                if lines.isEmpty, line.trimmingCharacters(in: .whitespaces).hasPrefix(":") { return .line(line) }
                lines.append(line)
                balance.add(line)
                if balance.isComplete { return .line(lines.joined(separator: "\n")) }
            }
        }
    }

    /// Runs a `:command`; false to leave.
    private func command(_ name: String) -> Bool {
        switch name.lowercased() {
        case "quit", "q", "exit":
            return false
        case "screen":
            context.say(playground.screen)
        case "tree":
            context.say(playground.tree)
        case "trace":
            for line in playground.trace { context.say(line) }
        case "reset":
            playground.reset()
            context.say(session.t("repl.reset_done"))
        case "help", "?":
            context.say(session.t("repl.help"))
        default:
            context.say(session.t("repl.unknown_command", ["name": ":" + name]))
        }
        return true
    }

    private func show(_ step: ReplSession.Step) {
        let style = TerminalStyle(colour: session.colour)
        context.output.write(step.output)
        for line in step.trace { context.say(style.apply([.dim], "  · " + line)) }
        for line in step.log { context.say(line) }
        if !step.accepted {
            context.output.write(session.localisingLimits(step.problem))
            context.say(style.apply([.dim], session.t("repl.not_kept")))
        }
    }
}
