import Testing
@testable import SwiftSubset

/// A run stops when asked (Ctrl-C in the shell), instead of waiting out its time limit
/// (issue: Ctrl-C did not stop `run`; it waited for the 10 s limit).
struct StopRequestTests {
    @Test func anEndlessLoopStopsWhenAsked() {
        var limits = Limits.standard
        limits.stopRequested = { true }
        let result = Interpreter.run(source: "var n = 0\nwhile true { n += 1 }\n", fileName: "main.swift", limits: limits)
        #expect(result.status == .limit)
        #expect(result.runtimeError?.contains("stopped (Ctrl-C)") == true)
    }

    @Test func aRunNotAskedToStopEndsNormally() {
        var limits = Limits.standard
        limits.stopRequested = { false }
        let result = Interpreter.run(source: "var n = 0\nfor _ in 0..<100_000 { n += 1 }\nprint(n)\n",
                                     fileName: "main.swift", limits: limits)
        #expect(result.status == .ok)
        #expect(result.output == "100000\n")
    }
}
