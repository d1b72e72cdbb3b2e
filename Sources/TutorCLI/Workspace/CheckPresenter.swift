import Foundation

/// Prints a check's results for a person: what stopped the code (diagnostics, a crash, a limit)
/// with where it happened, then every failing check with its message and how many passed, then
/// the verdict. A passed check's message is written for its failure, so it is only counted.
struct CheckPresenter {
    let context: TutorContext
    let session: CommandSession

    /// The parts of the contract's `check --json` object used when the checker gave no
    /// rendered problem (a checker other than the live one).
    private struct Details: Decodable {
        struct Diagnostic: Decodable { var line: Int?; var column: Int?; var message: String }
        struct Exception: Decodable { var name: String; var reason: String? }
        var diagnostics: [Diagnostic]?
        var exception: Exception?
        var kind: String?
    }

    func show(_ report: CheckReport) {
        let style = TerminalStyle(colour: session.colour)
        let details = try? JSONDecoder().decode(Details.self, from: Data(report.json.utf8))
        switch report.status {
        case "diagnostics":
            context.say(session.t("check.diagnostics"))
            if report.problem.isEmpty {
                for diagnostic in details?.diagnostics ?? [] {
                    let place = diagnostic.line.map { "main.swift:\($0):\(diagnostic.column ?? 1): " } ?? ""
                    context.say("  " + place + diagnostic.message)
                }
            } else {
                context.output.write(report.problem)
            }
            sayWrapped(session.t("check.fix_compile"), style: style)
            return
        case "exception":
            if report.problem.isEmpty {
                let exception = details?.exception
                context.say(session.t("check.exception", [
                    "name": exception?.name ?? "?", "reason": exception?.reason ?? "",
                ]))
            } else {
                context.say(session.t("check.crashed"))
                context.output.write(report.problem)
            }
        case "limit":
            context.say(session.t("check.limit"))
            context.output.write(session.localisingLimits(report.problem))
        default:
            break
        }
        for check in report.checks where !check.passed && !check.notRun {
            // Wrapped to the terminal, continuation lines under the message, not the mark.
            let lines = LineWrapper.wrap(check.message, width: session.width, indent: "  ", firstIndent: "  ")
            for (index, line) in lines.enumerated() {
                context.say(index == 0 ? style.apply([.red], "✗") + line.dropFirst() : line)
            }
        }
        let notRun = report.checks.filter(\.notRun).count
        if notRun > 0 {
            sayWrapped(session.t("check.not_run", ["n": String(notRun)]), style: TerminalStyle(colour: false))
        }
        let passed = report.checks.filter(\.passed).count
        if passed > 0 {
            // ✓ only when every check passes; a partial count gets a neutral mark.
            let mark = report.passed ? style.apply([.green], "✓") : "·"
            context.say("\(mark) " + session.t("check.summary", [
                "passed": String(passed), "total": String(report.checks.count),
            ]))
        }
        // A predict exercise is answered by changing the prediction, never the program.
        let notPassed = details?.kind == "predict" ? "check.not_passed_prediction" : "check.not_passed"
        sayWrapped(session.t(report.passed ? "check.passed" : notPassed), style: style)
    }

    /// A bold verdict, wrapped to the terminal.
    private func sayWrapped(_ text: String, style: TerminalStyle) {
        for line in LineWrapper.wrap(text, width: session.width) { context.say(style.apply([.bold], line)) }
    }
}
