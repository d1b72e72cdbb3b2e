import Testing
import TypeErrorCorpus
@testable import SimBridge

/// UIKit-flavoured type errors as learners make them (`TypeErrors/NAME.swift`, our own writing).
/// swiftc cannot compile UIKit here, so each `NAME.expected` holds the error swiftc gives for the
/// same rule on a non-UIKit stand-in (SwiftSubsetTests/TypeErrors: string_to_class_property,
/// optional_chain_missing, missing_arguments_to_method, type_used_as_value,
/// optional_text_property_assigned_int, flag_property_assigned_string, optional_member_count),
/// with UIKit's names.
/// None may run; those in `TypeErrors/matched.txt` must give that message at that place
/// (`TypeErrorFolder` checks both, as for the interpreter's own folder).
struct UIKitTypeErrorTests {
    static let folder = TypeErrorFolder(besideTestFile: #filePath)

    @Test(arguments: folder.programs)
    func program(_ name: String) throws {
        try Self.folder.check(name, reportPrefix: "uikit/", filePrefix: "uikit__") { source in
            let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: source)]).run()
            return TypeErrorFolder.Outcome(
                refused: report.status == "diagnostics",
                firstDiagnostic: report.diagnostics.first.map { "\($0.line):\($0.column): \($0.severity): \($0.message)" },
                status: report.status, output: report.output)
        }
    }
}
