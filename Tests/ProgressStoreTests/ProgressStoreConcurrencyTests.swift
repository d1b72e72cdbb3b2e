import Foundation
import GRDB
import Synchronization
import Testing
@testable import ProgressStore

@Suite struct ProgressStoreConcurrencyTests {
    @Test func twoWritersOnOneFileBothSucceed() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("shared.sqlite")
        let stores = [try ProgressStore(path: path), try ProgressStore(path: path)]
        let perWriter = 150
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            for i in 0..<perWriter {
                do {
                    try stores[writer].recordExerciseAttempt(
                        exerciseId: "w\(writer)-\(i)", passed: true, checksPassed: 1, checksTotal: 1, now: Date())
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 } == [])
        let ids = Set(try ProgressStore(path: path).exerciseAttempts().map(\.exerciseId))
        #expect(ids.count == 2 * perWriter)
        #expect(ids.contains("w0-149") && ids.contains("w1-0"))
    }

    @Test func killingAWriterMidBurstLosesNothingItAcknowledged() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("killed.sqlite")
        let helper = try Self.helperURL()
        let process = Process()
        process.executableURL = helper
        process.arguments = [path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()

        var received = Data()
        while received.count(where: { $0 == UInt8(ascii: "\n") }) < 40 {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }  // the helper ended early
            received.append(chunk)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        received.append(pipe.fileHandleForReading.readDataToEndOfFile())
        #expect(process.terminationReason == .uncaughtSignal)

        // Only whole lines count as acknowledged.
        let text = String(decoding: received, as: UTF8.self)
        let acknowledged = text.split(separator: "\n", omittingEmptySubsequences: true)
            .dropLast(text.hasSuffix("\n") ? 0 : 1).map(String.init)
        #expect(acknowledged.count >= 40)

        let queue = try DatabaseQueue(path: path)
        #expect(try queue.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") } == ["ok"])
        let stored = Set(try queue.read { db in try String.fetchAll(db, sql: "SELECT id FROM exerciseAttempt") })
        let lost = Set(acknowledged).subtracting(stored)
        #expect(lost.isEmpty, "acknowledged but missing: \(lost.prefix(5))")
        #expect(try ProgressStore(path: path).exerciseAttempts().count == stored.count)
    }

    /// The StoreBurstWriter executable, built beside this test bundle.
    static func helperURL() throws -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ].map { $0.appendingPathComponent("StoreBurstWriter") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw HelperMissing(looked: candidates.map(\.path))
        }
        return found
    }

    struct HelperMissing: Error, CustomStringConvertible {
        let looked: [String]
        var description: String { "StoreBurstWriter not found; run 'swift build' first. Looked in: \(looked)" }
    }
}
