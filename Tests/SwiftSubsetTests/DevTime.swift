import Foundation
import Testing
@testable import SwiftSubset

/// Development aid: set SWIFTSUBSET_TIME=a.swift:b.swift to time runs (and the check alone).
struct DevTime {
    @Test func devTime() throws {
        guard let paths = ProcessInfo.processInfo.environment["SWIFTSUBSET_TIME"] else { return }
        for path in paths.split(separator: ":") {
            let source = try String(contentsOfFile: String(path), encoding: .utf8)
            let start = Date()
            let r = Interpreter.run(source: source)
            print("TIME \(path): \(Date().timeIntervalSince(start))s status \(r.status) \(r.runtimeError ?? "") out \(r.output.prefix(40))")
        }
    }
}
