import Foundation
import Testing
@testable import SwiftSubset

/// Development aid: set SWIFTSUBSET_FUZZ=1 to run every conformance program cut at many points
/// and with lines shuffled; the process must not crash.
struct DevFuzz {
    @Test func truncationsAndShuffles() throws {
        guard ProcessInfo.processInfo.environment["SWIFTSUBSET_FUZZ"] != nil else { return }
        let limits = Limits(maxSteps: 200_000, maxCallDepth: 200, wallTimeSeconds: 1, maxElements: 100_000)
        for name in ConformanceTests.programNames {
            let source = try String(contentsOf: ConformanceTests.directory.appendingPathComponent(name + ".swift"), encoding: .utf8)
            print("FUZZ", name)
            var i = source.startIndex
            var n = 0
            while i < source.endIndex {
                if n % 5 == 0 { _ = Interpreter.run(source: String(source[..<i]), limits: limits) }
                i = source.index(after: i)
                n += 1
            }
            var lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            for k in 0..<min(20, lines.count) {
                lines.swapAt(k, (k * 7 + 3) % lines.count)
                _ = Interpreter.run(source: lines.joined(separator: "\n"), limits: limits)
            }
        }
    }
}
