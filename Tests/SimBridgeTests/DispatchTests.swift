import Testing
@testable import SimBridge

/// uikit-behaviour.md, "Time": `DispatchQueue.main.async` blocks run when the run loop turns,
/// after the script's top-level code.
struct DispatchTests {
    @Test func asyncRunsAfterTopLevelCode() {
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: """
        print("a")
        DispatchQueue.main.async {
            print("b")
        }
        print("c")
        """)]).run()
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "a\nc\nb\n")
    }
}
