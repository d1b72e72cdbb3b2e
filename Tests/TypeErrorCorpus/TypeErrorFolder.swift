import Foundation
import Testing

/// A folder of ill-typed programs as learners write them, shared by the interpreter's suite
/// (`SwiftSubsetTests/TypeErrors`, run by `Interpreter.run`) and the UIKit one
/// (`SimBridgeTests/TypeErrors`, run against the simulator's host).
///
/// Each program is `NAME.swift` beside `NAME.expected`, swiftc's first error for it
/// (`line:col: error: message`). `matched.txt` names the programs that must be refused with that
/// message at that place; `still-run.txt` names those the interpreter still runs (a gap, tracked:
/// each must keep failing until it is fixed, and then leave the list). Lines starting with `#`
/// in either list are comments. The folder's suites differ only in how a program is run.
public struct TypeErrorFolder: Sendable {
    /// What running one program gave.
    public struct Outcome: Sendable {
        /// Whether the program was refused with diagnostics before it ran.
        public var refused: Bool
        /// The first diagnostic as `line:col: severity: message`, if any.
        public var firstDiagnostic: String?
        /// The run's status word (`ok`, `diagnostics`, `runtimeError`…), for messages and reports.
        public var status: String
        /// What the program printed, shown when it ran.
        public var output: String

        public init(refused: Bool, firstDiagnostic: String?, status: String, output: String) {
            self.refused = refused
            self.firstDiagnostic = firstDiagnostic
            self.status = status
            self.output = output
        }
    }

    /// The folder.
    public let directory: URL
    /// The programs refused with swiftc's own message at swiftc's place.
    public let matched: Set<String>
    /// The programs the interpreter still runs.
    public let stillRun: Set<String>

    /// The folder `TypeErrors` beside the test file `filePath` (pass `#filePath`).
    public init(besideTestFile filePath: String) {
        directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("TypeErrors")
        matched = Self.names(in: directory.appendingPathComponent("matched.txt"))
        stillRun = Self.names(in: directory.appendingPathComponent("still-run.txt"))
    }

    /// Every program's name, sorted.
    public var programs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }
            .map { String($0.dropLast(6)) }
            .sorted()
    }

    /// Runs the program `name` with `run` (given its source) and checks the outcome: refused
    /// (a known issue for a program in `still-run.txt`), and with swiftc's first error when it is
    /// in `matched.txt`. With `SWIFTSUBSET_TYPEERRORS_REPORT=DIR` set, writes the outcome to
    /// `DIR/<filePrefix><name>` as `<reportPrefix><name>\t<runs|matched|other>\t<first diagnostic
    /// or status>`.
    public func check(_ name: String, reportPrefix: String = "", filePrefix: String = "",
                      sourceLocation: SourceLocation = #_sourceLocation,
                      run: (_ source: String) -> Outcome) throws {
        let base = directory.appendingPathComponent(name)
        let source = try String(contentsOf: base.appendingPathExtension("swift"), encoding: .utf8)
        let expected = try String(contentsOf: base.appendingPathExtension("expected"), encoding: .utf8)
            .trimmingCharacters(in: .newlines)
        let outcome = run(source)
        if let dir = ProcessInfo.processInfo.environment["SWIFTSUBSET_TYPEERRORS_REPORT"] {
            let kind = !outcome.refused ? "runs" : outcome.firstDiagnostic == expected ? "matched" : "other"
            let line = "\(reportPrefix)\(name)\t\(kind)\t\(outcome.firstDiagnostic ?? outcome.status)\n"
            try? line.write(to: URL(fileURLWithPath: dir).appendingPathComponent(filePrefix + name), atomically: true, encoding: .utf8)
        }
        if stillRun.contains(name) {
            withKnownIssue("still runs") { #expect(outcome.refused, sourceLocation: sourceLocation) }
        } else {
            #expect(outcome.refused, "ran (\(outcome.status)), printing \(outcome.output.debugDescription); swiftc: \(expected)",
                    sourceLocation: sourceLocation)
        }
        if matched.contains(name) {
            #expect(outcome.firstDiagnostic == expected, sourceLocation: sourceLocation)
        }
    }

    private static func names(in list: URL) -> Set<String> {
        let text = (try? String(contentsOf: list, encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") })
    }
}
