import Testing
@testable import SwiftSubset

/// Result builders run (Programs/result_builder*.swift, beside swiftc's output); here, what
/// the rewrite keeps (the learner's lines) and what it refuses.
struct ResultBuilderTests {
    let diagnostics = DiagnosticsTests()

    static let sum = """
        @resultBuilder enum Sum { static func buildBlock(_ parts: Int...) -> Int { parts.reduce(0, +) } }
        func total(@Sum _ body: () -> Int) -> Int { body() }

        """

    /// A runtime error inside a builder body names the learner's line (compiled Swift reports
    /// `main.swift:6: Fatal error: Index out of range`).
    @Test func aRuntimeErrorInABuilderBodyKeepsItsLine() {
        let result = Interpreter.run(source: Self.sum + "let xs = [1]\nprint(total {\n    1\n    xs[3]\n})\n", fileName: "main.swift")
        #expect(result.runtimeError == "Fatal error: Index out of range")
        #expect(result.faultLocation?.line == 6)
    }

    /// swiftc 6.3.1: "error: closure containing control flow statement cannot be used with
    /// result builder 'Sum'" at the `if`, when the builder has no `buildOptional`.
    @Test func anIfWithoutBuildOptionalIsSwiftsError() {
        diagnostics.assertDiagnostics(Self.sum + "let c = true\nprint(total {\n    1\n    1️⃣if c { 2 }\n})",
                                      ["closure containing control flow statement cannot be used with result builder 'Sum'"])
    }

    /// swiftc 6.3.1 rejects a `while` loop in a builder body with the same error, at the loop.
    @Test func aWhileLoopInABuilderBodyIsSwiftsError() {
        diagnostics.assertDiagnostics(Self.sum + "var i = 0\nprint(total {\n    1\n    1️⃣while i < 2 { i += 1 }\n})",
                                      ["closure containing control flow statement cannot be used with result builder 'Sum'"])
    }

    /// `do` blocks (Swift builds them with `buildBlock`) are not rewritten: refused.
    @Test func aDoBlockInABuilderBodyIsRefused() {
        diagnostics.assertDiagnostics(Self.sum + "print(total {\n    1\n    1️⃣do { 2 }\n})",
                                      ["this statement in a result builder body is not supported yet"])
    }
}
