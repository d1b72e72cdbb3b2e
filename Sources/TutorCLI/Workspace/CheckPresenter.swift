import Foundation

/// Prints a check's results for a person: each check with its message, what stopped the code
/// (diagnostics, an exception, a limit), then the verdict.
struct CheckPresenter {
    let context: TutorContext
    let session: CommandSession

    /// The parts of the contract's `check --json` object a person needs beyond the checks.
    private struct Details: Decodable {
        struct Diagnostic: Decodable { var line: Int?; var column: Int?; var message: String }
        struct Exception: Decodable { var name: String; var reason: String? }
        var diagnostics: [Diagnostic]?
        var exception: Exception?
    }

    func show(_ report: CheckReport) {
        let style = TerminalStyle(colour: session.colour)
        let details = try? JSONDecoder().decode(Details.self, from: Data(report.json.utf8))
        switch report.status {
        case "diagnostics":
            context.say(session.t("check.diagnostics"))
            for diagnostic in details?.diagnostics ?? [] {
                let place = diagnostic.line.map { "main.swift:\($0):\(diagnostic.column ?? 1): " } ?? ""
                context.say("  " + place + diagnostic.message)
            }
        case "exception":
            let exception = details?.exception
            context.say(session.t("check.exception", [
                "name": exception?.name ?? "?", "reason": exception?.reason ?? "",
            ]))
        case "limit":
            context.say(session.t("check.limit"))
        default:
            break
        }
        for check in report.checks {
            let mark = check.passed ? style.apply([.green], "✓") : style.apply([.red], "✗")
            context.say("\(mark) \(check.message)")
        }
        context.say(style.apply([.bold], session.t(report.passed ? "check.passed" : "check.not_passed")))
    }
}
