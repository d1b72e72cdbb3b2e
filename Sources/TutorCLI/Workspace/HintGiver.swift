import Foundation

/// Shows an exercise's hints one at a time, remembering in the store how many were shown.
struct HintGiver {
    let context: TutorContext
    let session: CommandSession

    /// Shows the next hint; once all were shown, shows them all again. Returns false when the
    /// count of hints shown could not be saved (the message was printed).
    @discardableResult
    func giveNext(_ materials: ExerciseMaterials) -> Bool {
        let hints = materials.hints
        guard !hints.isEmpty else {
            context.say(session.t("hint.none"))
            return true
        }
        let shown = min(max((try? context.store().hintsShown(exerciseId: materials.id)) ?? 0, 0), hints.count)
        guard shown < hints.count else {
            context.say(session.t("hint.all_shown"))
            for (index, hint) in hints.enumerated() { say(hint, number: index + 1, of: hints.count) }
            return true
        }
        say(hints[shown], number: shown + 1, of: hints.count)
        do {
            try context.store().recordHintsShown(exerciseId: materials.id, shown: shown + 1, now: context.clock())
        } catch {
            context.complain(session.describe(error))
            return false
        }
        if shown + 1 == hints.count { context.say(session.t("hint.last")) }
        return true
    }

    private func say(_ hint: String, number: Int, of total: Int) {
        let style = TerminalStyle(colour: session.colour)
        context.say(style.apply([.bold, .cyan], session.t("hint.title", ["n": "\(number)", "total": "\(total)"])))
        context.say(MarkdownRenderer(width: session.width, colour: session.colour).render(hint))
    }
}
