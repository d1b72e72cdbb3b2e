import Foundation
import Testing
@testable import SimBridge

/// UIKit-flavoured type errors as learners make them (`TypeErrors/NAME.swift`, our own writing).
/// swiftc cannot compile UIKit here, so each `NAME.expected` holds the error swiftc gives for the
/// same rule on a non-UIKit stand-in (SwiftSubsetTests/TypeErrors: string_to_class_property,
/// optional_chain_missing, missing_arguments_to_method, type_used_as_value,
/// optional_text_property_assigned_int, flag_property_assigned_string, optional_member_count),
/// with UIKit's names.
/// None may run; those in `TypeErrors/matched.txt` must give that message at that place.
struct UIKitTypeErrorTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("TypeErrors")

    static var programs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }
            .map { String($0.dropLast(6)) }
            .sorted()
    }

    static let matched: Set<String> = {
        let text = (try? String(contentsOf: directory.appendingPathComponent("matched.txt"), encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") })
    }()

    /// The programs the interpreter still runs (a gap, tracked: each must keep failing the
    /// check below until it is fixed, and then leave this list).
    static let stillRun: Set<String> = {
        let text = (try? String(contentsOf: directory.appendingPathComponent("still-run.txt"), encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") })
    }()

    @Test(arguments: programs)
    func program(_ name: String) throws {
        let base = Self.directory.appendingPathComponent(name)
        let source = try String(contentsOf: base.appendingPathExtension("swift"), encoding: .utf8)
        let expected = try String(contentsOf: base.appendingPathExtension("expected"), encoding: .utf8)
            .trimmingCharacters(in: .newlines)
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: source)]).run()
        let first = report.diagnostics.first.map { "\($0.line):\($0.column): \($0.severity): \($0.message)" }
        if let dir = ProcessInfo.processInfo.environment["SWIFTSUBSET_TYPEERRORS_REPORT"] {
            let kind = report.status != "diagnostics" ? "runs" : first == expected ? "matched" : "other"
            try? "uikit/\(name)\t\(kind)\t\(first ?? report.status)\n"
                .write(to: URL(fileURLWithPath: dir).appendingPathComponent("uikit__" + name), atomically: true, encoding: .utf8)
        }
        if Self.stillRun.contains(name) {
            withKnownIssue("still runs") { #expect(report.status == "diagnostics") }
        } else {
            #expect(report.status == "diagnostics", "ran (\(report.status)); expected \(expected)")
        }
        if Self.matched.contains(name) {
            #expect(first == expected)
        }
    }
}
