import Foundation
import Testing
@testable import SwiftSubset

/// Replays every reproducer the fuzzer found (`Fuzz/regressions/*.swift`) under the fuzz
/// harness's limits. Each must end with a status, without crashing the test process, and
/// within the wall-time limit plus a margin (a hang would have been a libFuzzer timeout).
struct FuzzRegressionTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/regressions")

    static var reproducers: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// The limits `Sources/SubsetFuzz/FuzzLimits.swift` runs each input under.
    static let limits = Limits(
        maxSteps: 200_000, maxCallDepth: 200, wallTimeSeconds: 1,
        maxElements: 200_000, maxOutputBytes: 64_000
    )

    @Test(arguments: reproducers)
    func reproducerEndsWithinLimits(_ file: URL) throws {
        let data = try Data(contentsOf: file)
        let start = Date()
        let result = Interpreter.run(source: String(decoding: data, as: UTF8.self),
                                     fileName: file.lastPathComponent, limits: Self.limits)
        let elapsed = Date().timeIntervalSince(start)
        #expect(elapsed < Self.limits.wallTimeSeconds + 4, "\(file.lastPathComponent) ran \(elapsed)s")
        if result.status != .ok && result.status != .diagnostics {
            #expect(result.runtimeError != nil, "\(file.lastPathComponent) ended \(result.status) without a message")
        }
    }
}
