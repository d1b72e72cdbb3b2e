import Testing
import TypeErrorCorpus
@testable import SwiftSubset

/// Ill-typed programs as learners write them (`TypeErrors/NAME.swift`, our own writing, one
/// mistake each), with swiftc's first error for each (`NAME.expected`: `line:col: error: message`,
/// recorded from swiftc 6 here; the UIKit-flavoured ones use a non-UIKit stand-in of the same
/// rule, as their comment says).
///
/// No such program may run: a tool that runs a learner's mistaken program teaches them it was
/// right. Each must be refused before it runs; those listed in `TypeErrors/matched.txt` must be
/// refused with swiftc's message at swiftc's line and column (`TypeErrorFolder` checks both).
/// Set `SWIFTSUBSET_TYPEERRORS_REPORT=DIR` to have each program's outcome written to DIR.
struct TypeErrorTests {
    static let folder = TypeErrorFolder(besideTestFile: #filePath)

    @Test(arguments: folder.programs)
    func program(_ name: String) throws {
        try Self.folder.check(name) { source in
            let result = Interpreter.run(source: source, fileName: "main.swift")
            return TypeErrorFolder.Outcome(
                refused: result.status == .diagnostics,
                firstDiagnostic: result.diagnostics.first.map { "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" },
                status: result.status.rawValue, output: result.output)
        }
    }
}
