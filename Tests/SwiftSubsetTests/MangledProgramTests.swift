import Foundation
import Testing
@testable import SwiftSubset

/// Conformance programs cut short and with lines swapped: the interpreter must answer every
/// one (a crash fails the whole run) and each cut ends in diagnostics, a run or a limit.
/// `SWIFTSUBSET_FUZZ=all` widens it to every program and many more cuts.
struct MangledProgramTests {
    @Test func truncationsAndShufflesNeverCrash() throws {
        let all = ProcessInfo.processInfo.environment["SWIFTSUBSET_FUZZ"] == "all"
        let names = all ? ConformanceTests.programNames : ["classes", "closures", "switches", "arc"]
        let stride = all ? 5 : 40
        let limits = Limits(maxSteps: 200_000, maxCallDepth: 200, wallTimeSeconds: 2, maxElements: 100_000)
        var runs = 0
        for name in names {
            let source = try String(contentsOf: ConformanceTests.directory.appendingPathComponent(name + ".swift"), encoding: .utf8)
            var i = source.startIndex
            var n = 0
            while i < source.endIndex {
                if n % stride == 0 {
                    let r = Interpreter.run(source: String(source[..<i]), limits: limits)
                    #expect(r.status != .diagnostics || !r.diagnostics.isEmpty)
                    runs += 1
                }
                i = source.index(after: i)
                n += 1
            }
            var lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            for k in 0..<min(all ? 20 : 5, lines.count) {
                lines.swapAt(k, (k * 7 + 3) % lines.count)
                let r = Interpreter.run(source: lines.joined(separator: "\n"), limits: limits)
                #expect(r.status != .diagnostics || !r.diagnostics.isEmpty)
                runs += 1
            }
        }
        #expect(runs > 20)
    }
}
