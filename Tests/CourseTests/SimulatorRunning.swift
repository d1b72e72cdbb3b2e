import Foundation
import SwiftSubset
@testable import Course

/// Runs small programs on the real runner, for tests that read the snapshot.
enum SimulatorRunning {
    /// Runs `code` as the only file, top-level code on an iPhone unless told otherwise.
    static func run(
        _ code: String, device: Device = .iphone, entry: Entry = .script, actions: [UserAction] = [],
        limits: Limits = .standard
    ) -> AppSnapshot {
        SimulatorProgramRunner(limits: limits).run(
            files: [SourceFile(name: "main.swift", text: code)], device: device, entry: entry,
            mainStoryboard: nil, actions: actions
        ).snapshot
    }

    /// Whether the bridge offers these UIKit names to scripts yet (tests of actions that need
    /// tables, tab bars or page views wait for it).
    static func bridgeOffers(_ names: String...) -> Bool {
        let probe = names.map { "let _ = \($0).self" }.joined(separator: "\n")
        return run(probe).status != .diagnostics
    }
}

extension AppSnapshot {
    /// The only controller of this class; nil when there is none or several.
    func only(_ className: String) -> ControllerSnapshot? {
        let found = controllers.filter { $0.className == className }
        return found.count == 1 ? found[0] : nil
    }

    /// The events of the trace as `Object.event`, for order assertions.
    var traceLines: [String] { trace.map { "\($0.object).\($0.event)" } }

    /// Whether `events` occur in this order in the trace (others may come between).
    func traceContains(inOrder events: [String]) -> Bool {
        var remaining = events[...]
        for line in traceLines where line == remaining.first {
            remaining = remaining.dropFirst()
        }
        return remaining.isEmpty
    }
}
