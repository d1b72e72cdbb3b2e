import Foundation
@testable import Course

/// A runner that does not run anything: it finds the `// outcome: NAME` line in the files and
/// returns the snapshot registered under NAME (an empty failed run when there is none).
struct FakeRunner: ProgramRunner {
    var outcomes: [String: AppSnapshot]
    /// Every marker seen, to check what was run (a class so the value can record from `run`).
    let calls = CallLog()

    func run(
        files: [SourceFile], device: Device, entry: Entry, mainStoryboard: String?, actions: [UserAction]
    ) -> RunOutcome {
        let marker = files.lazy.flatMap { $0.text.split(separator: "\n") }
            .first { $0.hasPrefix("// outcome: ") }
            .map { String($0.dropFirst("// outcome: ".count)) } ?? "none"
        calls.append("\(marker) \(entry.rawValue) \(device.rawValue)")
        let missing = AppSnapshot(
            diagnostics: [Diagnostic(severity: "error", line: 1, column: 1, message: "no outcome '\(marker)'", id: "fake")],
            status: .diagnostics)
        return RunOutcome(snapshot: outcomes[marker] ?? missing)
    }
}

/// A thread-safe list of strings.
final class CallLog: @unchecked Sendable {
    private var items: [String] = []
    private let lock = NSLock()

    func append(_ item: String) { lock.withLock { items.append(item) } }
    var all: [String] { lock.withLock { items } }
}

