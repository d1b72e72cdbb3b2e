import Foundation

/// Under `--json`, `run`, `check`, `grade` and `lint` answer every failure that prints no
/// result of its own (bad flags, a missing file or folder, an unknown exercise, no course, an
/// unreadable store) with one JSON object on standard output, so a script reading it never
/// gets plain text or nothing:
///
/// ```json
/// {"status": "error", "error": {"message": "…", "exitStatus": 2}}
/// ```
///
/// The message is what the command said on standard error (which it still says there), without
/// the `vctutor: ` prefix; the exit status is unchanged. See docs/contract-additions.md.
enum JSONFailureReport {
    /// The commands whose `--json` covers their failures too.
    static let commands: Set<String> = ["run", "check", "grade", "lint"]

    /// Whether `arguments` run one of ``commands`` with `--json`.
    static func isWanted(by arguments: [String]) -> Bool {
        guard let first = arguments.first, commands.contains(first) else { return false }
        return arguments.dropFirst().contains("--json")
    }

    /// The object for a failure that said `message` on standard error and exits `exitStatus`.
    static func json(message: String, exitStatus: Int32) -> String {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("vctutor: ") ? String(line.dropFirst("vctutor: ".count)) : String(line)
        }
        let text = lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        let body = Body(error: Detail(message: text.isEmpty ? "vctutor exited with status \(exitStatus)" : text,
                                      exitStatus: exitStatus))
        return String(decoding: (try? JSONEncoder.readable.encode(body)) ?? Data(), as: UTF8.self) + "\n"
    }

    private struct Body: Encodable {
        var status = "error"
        let error: Detail
    }

    private struct Detail: Encodable {
        let message: String
        let exitStatus: Int32
    }
}

/// Passes text on to another output and remembers it, so a command's words can be looked at
/// after it ended.
final class RecordingOutput: TextOutput {
    private let destination: any TextOutput
    /// Everything written so far.
    private(set) var text = ""

    init(passingTo destination: any TextOutput) { self.destination = destination }

    func write(_ text: String) {
        self.text += text
        destination.write(text)
    }
}

extension TutorContext {
    /// This context with other standard output and error streams, for one command.
    func with(output: any TextOutput, errors: any TextOutput) -> TutorContext {
        let copy = TutorContext(
            input: input, output: output, errors: errors, terminal: terminal, environment: environment,
            clock: clock, services: services, courseRoot: courseRoot)
        copy.courseProblem = courseProblem
        return copy
    }
}
