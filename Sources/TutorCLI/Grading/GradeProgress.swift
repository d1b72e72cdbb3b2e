import Foundation

/// The progress bar `vctutor grade` draws while it works, on one line rewritten in place;
/// only when standard output is a terminal.
final class GradeProgress: @unchecked Sendable {
    private let context: TutorContext
    private let style: TerminalStyle
    private let label: String
    private let total: Int
    private let shown: Bool

    init(context: TutorContext, session: CommandSession, total: Int, shown: Bool) {
        self.context = context
        self.style = TerminalStyle(colour: session.colour)
        self.label = session.t("grade.progress")
        self.total = total
        self.shown = shown && context.terminal.outputIsTTY && total > 0
    }

    /// Shows `done` of the total (called one at a time).
    func update(_ done: Int) {
        guard shown else { return }
        context.output.write("\r\(label) \(ProgressBar.draw(done, of: total, width: 30, style: style)) \(done)/\(total)")
    }

    /// Ends the bar's line.
    func finish() {
        guard shown else { return }
        context.output.write("\n")
    }
}
