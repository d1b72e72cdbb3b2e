import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A program run by a test: its standard input is a pipe the test writes, its output is kept.
final class ChildProcess: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let outputPipe = Pipe()
    private let lock = NSLock()
    private var collected = Data()

    /// Starts `executable` with `arguments` and `environment` (added to this process's).
    init(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = input
        process.standardOutput = outputPipe
        process.standardError = outputPipe
        outputPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.collected.append(data) }
        }
        try process.run()
    }

    /// Everything it printed so far (standard output and error).
    var output: String { lock.withLock { String(decoding: collected, as: UTF8.self) } }

    /// Types `text` on its standard input.
    func type(_ text: String) { input.fileHandleForWriting.write(Data(text.utf8)) }

    /// Ends its standard input.
    func closeInput() { try? input.fileHandleForWriting.close() }

    /// Waits up to `timeout` seconds for it to exit; returns its status, or nil (after killing
    /// it) when it did not exit in time.
    func exitStatus(timeout: TimeInterval) async -> Int32? {
        let exited = await Wait.until(timeout: timeout) { !process.isRunning }
        guard exited else {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }

    /// Stops it if it is still running.
    func stop() { if process.isRunning { process.terminate() } }
}

/// HTTP on loopback, for the host's page and API.
enum HTTP {
    /// The status and body of `method` `url`.
    static func fetch(_ url: String, method: String = "GET") async throws -> (status: Int, body: String) {
        var request = URLRequest(url: URL(string: url)!)
        request.httpMethod = method
        request.timeoutInterval = 60
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }
}

/// Headless Chromium, when installed.
enum Chromium {
    /// The browser's path, or nil when none is installed.
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The page at `url` after its scripts ran, as Chromium's `--dump-dom` prints it.
    static func dumpDOM(_ url: String, timeout: TimeInterval = 90) async throws -> String? {
        guard let path else { return nil }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("vctutor-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let browser = try ChildProcess(path, [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage",
            "--user-data-dir=\(profile.path)", "--virtual-time-budget=2000", "--dump-dom", url,
        ])
        guard await browser.exitStatus(timeout: timeout) != nil else { return nil }
        return browser.output
    }
}
