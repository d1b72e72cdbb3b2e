import Foundation
import Testing
@testable import SwiftSubset

/// Runs every program in `Programs/` and compares its output with what the same program
/// printed when compiled by swiftc (`NAME.expected`, made by `regenerate.sh`).
/// Set `SWIFTSUBSET_PROGRAM=NAME` to run only one.
struct ConformanceTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Programs")

    static var programNames: [String] {
        let all = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let names = all.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
        if let only = ProcessInfo.processInfo.environment["SWIFTSUBSET_PROGRAM"] {
            return names.filter { $0 == only }
        }
        return names
    }

    @Test(arguments: programNames)
    func program(_ name: String) throws {
        let source = try String(contentsOf: Self.directory.appendingPathComponent(name + ".swift"), encoding: .utf8)
        let expected = try String(contentsOf: Self.directory.appendingPathComponent(name + ".expected"), encoding: .utf8)
        // These programs test what is printed, not limits. The memory limit reads the whole
        // process's resident memory, which the tests running beside this one move (a fresh-clone
        // CI run once failed one program so): it is set far above what any of them uses.
        let result = Interpreter.run(source: source, fileName: name + ".swift", limits: Limits(maxMemoryBytes: 4 << 30))
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.runtimeError == nil, "\(result.runtimeError ?? "")")
        #expect(result.output == expected)
    }
}
