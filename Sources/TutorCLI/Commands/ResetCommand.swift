import Foundation
import ArgumentParser
import ProgressStore

/// `vctutor reset`: restores an exercise's starter, forgets progress, or moves a damaged
/// progress file aside.
struct ResetCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Restore an exercise's starter, or forget your progress (asks first).",
        discussion: """
            Examples:
              vctutor reset root-in-code   put the starter back in your exercise folder
              vctutor reset
              vctutor reset --yes
              vctutor reset --move-aside   keep a damaged file as <file>.backup-<time>, start anew
            """)

    @Argument(help: "An exercise whose starter to restore; without it, all progress is forgotten.",
              completion: CourseIdCompletion.exercises)
    var exercise: String?
    @Flag(help: "Do not ask for confirmation.") var yes = false
    @Flag(name: .customLong("move-aside"), help: "Copy the progress file to a backup beside it and start a new one.")
    var moveAside = false
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        let session = session(context)
        if let exercise { return restoreStarter(exercise, context, session) }
        if moveAside {
            // Refused before asking when the file needs no moving or is in use.
            context.closeStore()
            do {
                try ProgressStore.checkMovable(path: context.paths.database)
            } catch {
                context.complain(session.describe(error))
                return ExitStatus.failure
            }
        }
        if !yes {
            let question = session.t(moveAside ? "reset.confirm_move" : "reset.confirm", ["path": context.paths.database])
            guard case .line(let answer) = context.input.readLine(prompt: question + " ") else {
                context.say(session.t("reset.cancelled"))
                return ExitStatus.failure
            }
            guard isYes(answer, session) else {
                context.say(session.t("reset.cancelled"))
                return ExitStatus.failure
            }
        }
        do {
            if moveAside {
                context.closeStore()
                let backup = try ProgressStore.moveAside(path: context.paths.database, now: context.clock())
                context.say(session.t("reset.moved", ["backup": backup]))
            } else {
                try context.store().resetProgress()
                context.say(session.t("reset.done"))
            }
        } catch {
            context.complain(session.describe(error))
            return ExitStatus.failure
        }
        return ExitStatus.success
    }

    /// Puts the starter of `id` back in its folder after asking.
    private func restoreStarter(_ id: String, _ context: TutorContext, _ session: CommandSession) -> Int32 {
        let opened = context.openExercise(id, session: session, announce: false)
        guard case .opened(let materials) = opened else { return opened.failureStatus }
        let folder = context.workspace.folder(id)
        if !yes {
            let question = session.t("reset.confirm_exercise", ["path": folder]) + " [y/N] "
            guard case .line(let answer) = context.input.readLine(prompt: question), isYes(answer, session) else {
                context.say(session.t("reset.cancelled"))
                return ExitStatus.failure
            }
        }
        let backup: String?
        do {
            backup = try context.workspace.restore(materials, now: context.clock())
        } catch {
            context.complain(session.t("workspace.cannot_create", ["path": folder, "reason": error.localizedDescription]))
            return ExitStatus.failure
        }
        context.say(session.t("reset.exercise_done", ["path": context.workspace.mainFile(id)]))
        if let backup { context.say(session.t("reset.backup", ["path": backup])) }
        return ExitStatus.success
    }

    private func isYes(_ answer: String, _ session: CommandSession) -> Bool {
        let word = answer.trimmingCharacters(in: .whitespaces).lowercased()
        let accepted = session.t("answer.yes_words").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
        return ["y", "yes"].contains(word) || accepted.contains(word)
    }
}

