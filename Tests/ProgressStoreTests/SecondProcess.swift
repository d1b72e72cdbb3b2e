import Foundation

/// The StoreBurstWriter helper running as a second process in `--hold` or `--lock` mode:
/// started, waited for until it says it holds the file, and ended by closing its input.
final class SecondProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    /// Starts the helper with `mode` (`--hold` or `--lock`) on `path` and returns once it
    /// printed `ready`.
    init(_ mode: String, path: String, ready: String) throws {
        process.executableURL = try ProgressStoreConcurrencyTests.helperURL()
        process.arguments = [mode, path]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var said = Data()
        while !String(decoding: said, as: UTF8.self).contains(ready) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { throw HelperEnded(said: String(decoding: said, as: UTF8.self)) }
            said.append(chunk)
        }
    }

    /// Lets the helper go and waits for it to end.
    func finish() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    deinit { if process.isRunning { finish() } }

    struct HelperEnded: Error { let said: String }
}
