import Foundation
import Testing
@testable import SwiftSubset

/// Development aid: set SWIFTSUBSET_DEV=path.swift to print what the interpreter makes of a file.
struct DevRun {
    @Test func devRun() throws {
        guard let path = ProcessInfo.processInfo.environment["SWIFTSUBSET_DEV"] else { return }
        let r = Interpreter.run(source: try String(contentsOfFile: path, encoding: .utf8))
        print("STATUS:", r.status, r.runtimeError ?? "")
        print(r.renderedDiagnostics)
        print(r.output, terminator: "")
    }
}
