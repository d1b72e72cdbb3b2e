import ArgumentParser
import Foundation

/// The exit statuses of the contract, plus one for engines not built in yet.
package enum ExitStatus {
    package static let success: Int32 = 0
    /// Diagnostics, a failed check, lint problems.
    package static let failure: Int32 = 1
    /// Bad usage or an unknown exercise.
    package static let usage: Int32 = 2
    /// The command's engine is not part of this build yet.
    package static let notAvailable: Int32 = 3
    /// The work was done (a check ran) but could not be saved; it was kept for the next run
    /// when possible, and the message says what happened.
    package static let notSaved: Int32 = 4
}

/// A command that runs against an injected ``TutorContext`` and returns its exit status.
package protocol TutorCommand: ParsableCommand {
    /// The options every command takes.
    var common: CommonOptions { get }
    /// Does the work, printing through `context`, and returns the exit status.
    func run(in context: TutorContext) throws -> Int32
}

/// A command that works without the course (it needs only the interpreter and the simulator).
package protocol RunsWithoutCourse {}

extension TutorCommand {
    /// Runs the command in this process's own context (used only when the command is run
    /// outside ``VCTutor/main(arguments:context:)``).
    package func run() throws {
        let status = try run(in: .live(services: .none))
        if status != 0 { throw ExitCode(status) }
    }

    /// The language, strings and colour this command uses.
    func session(_ context: TutorContext) -> CommandSession {
        CommandSession(context: context, common: common)
    }
}

/// The language, strings and output settings of one command's run.
package struct CommandSession {
    package let language: CourseLanguage
    package let strings: UIStrings
    package let colour: Bool
    package let width: Int

    /// The session of a command run in `context`. With `readingSavedLanguage` false the
    /// progress store is never opened: the language comes from `--lang` or the environment.
    package init(context: TutorContext, common: CommonOptions, readingSavedLanguage: Bool = true) {
        self.init(context: context, lang: common.lang, noColor: common.noColor, readingSavedLanguage: readingSavedLanguage)
    }

    /// The session of a command given `--lang lang` (nil when not given) and `--no-color`.
    package init(context: TutorContext, lang: String?, noColor: Bool, readingSavedLanguage: Bool = true) {
        let saved = readingSavedLanguage ? (try? context.store().currentProfile())??.language : nil
        language = CourseLanguage.resolve(option: lang, saved: saved, environment: context.environment)
        colour = context.colourAllowed(noColorFlag: noColor)
        width = max(20, context.terminal.width)
        if let root = context.courseRoot, let loaded = try? UIStrings.load(language: language, courseRoot: root) {
            strings = loaded
        } else {
            strings = UIStrings(language: language, table: [:], english: [:])
        }
        if let reason = context.readOnlyStoreNotice() {
            context.complain(describe(reason) + " " + t("store.read_only_until_moved"))
        }
    }

    /// `text(key)` of the strings.
    package func t(_ key: String, _ values: [String: String] = [:]) -> String {
        strings.text(key, values)
    }
}

extension TutorContext {
    /// Prints a line to standard output.
    package func say(_ line: String) { output.write(line + "\n") }
    /// Prints `vctutor: <message>` to standard error.
    package func complain(_ message: String) { errors.write("vctutor: \(message)\n") }

    /// Says that an engine is missing and returns ``ExitStatus/notAvailable``.
    package func notAvailable(_ session: CommandSession, what: String) -> Int32 {
        complain(session.t("error.not_available", ["what": what]))
        return ExitStatus.notAvailable
    }
}
