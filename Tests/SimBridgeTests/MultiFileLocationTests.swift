import SimBridge
import Testing

/// A program of several files is joined for the interpreter; every message still names the
/// learner's own file and line.
@Suite struct MultiFileLocationTests {
    let files = [
        ProgramFile(name: "Model.swift", text: "let names = [\"Ann\"]\nfunc second() -> String {\n    return names[1]\n}\n"),
        ProgramFile(name: "main.swift", text: "print(\"go\")\nprint(second())\n"),
    ]

    @Test func aRuntimeErrorNamesTheFileItHappenedIn() {
        let run = ProgramRun(files: files)
        let report = run.run()
        #expect(report.status == "exception")
        #expect(report.output == "go\n")
        #expect(run.renderedRuntimeError == "Model.swift:3:5: Fatal error: Index out of range\n    return names[1]\n    ^\n")
    }

    @Test func aDiagnosticInTheSecondFileHasThatFilesLine() {
        let broken = [files[0], ProgramFile(name: "main.swift", text: "print(\"go\")\nprint(thrid())\n")]
        let run = ProgramRun(files: broken)
        let report = run.run()
        #expect(report.status == "diagnostics")
        let first = report.diagnostics.first
        #expect(first?.file == "main.swift")
        #expect(first?.line == 2)
        #expect(first?.column == 7)
        #expect(run.renderedDiagnostics.hasPrefix("main.swift:2:7: error: cannot find 'thrid' in scope\nprint(thrid())\n      ^\n"))
    }
}
