import SwiftSubset
import UIKitSim

/// A playground that grows an entry at a time (`vctutor repl`).
///
/// The interpreter compiles whole programs, so each new entry is appended to the entries
/// accepted so far and the program runs again from the start on a fresh simulator. Virtual
/// time makes the rerun repeat the earlier ones exactly, so what the new entry added is the
/// difference: output, trace events and log lines past what the previous run produced. An
/// entry that does not compile or does not run to the end is reported and left out, so one
/// mistake never poisons the session. Each entry ends its run-loop turn (the run loop turns
/// until idle after it), so an entry's trace holds what it caused: the view work that runs when
/// its turn ends and the blocks it scheduled, nothing from earlier entries. (Programs that draw random numbers differ between
/// reruns; their earlier output is not shown again, only their new output.)
public final class ReplSession {
    /// What evaluating one entry did.
    public struct Step: Sendable {
        /// Whether the entry compiled and ran to the end, and so was kept.
        public let accepted: Bool
        /// What the entry printed.
        public let output: String
        /// The trace events its run added, as `--trace` prints them (`Object.event detail`).
        public let trace: [String]
        /// Console lines UIKit added (warnings such as an ignored presentation).
        public let log: [String]
        /// Diagnostics, or the runtime error, exception or limit that ended the run, rendered
        /// with where it happened; empty when accepted.
        public let problem: String
    }

    /// The entries accepted so far, in order.
    public private(set) var entries: [String] = []
    private let device: Device
    private let limits: Limits
    private var latest: ProgramRun?

    /// An empty playground on `device`; every rerun gets `limits`.
    public init(device: Device = .iPhone, limits: Limits = .standard) {
        self.device = device
        self.limits = limits
    }

    /// Runs the accepted entries plus `entry`, keeps `entry` when the run went well, and
    /// reports what it added.
    public func evaluate(_ entry: String) -> Step {
        let candidate = entries + [entry]
        let files = candidate.enumerated().map { ProgramFile(name: "input\($0.offset + 1).swift", text: $0.element) }
        let run = ProgramRun(files: files, device: device, limits: limits)
        run.endsTurnAfterEachFile = true
        let report = run.run()
        let before = latest?.report
        let output = Self.suffix(of: report.output, after: before?.output ?? "")
        let trace = Array(report.trace.dropFirst(before?.trace.count ?? 0)).map(\.line)
        let log = Array(report.log.dropFirst(before?.log.count ?? 0))
        guard report.status == "ok" else {
            var problem = run.renderedDiagnostics + run.renderedRuntimeError
            if problem.isEmpty, let exception = report.exception {
                problem = "*** Terminating app due to uncaught exception '\(exception.name)', reason: '\(exception.reason)'\n"
            }
            return Step(accepted: false, output: output, trace: trace, log: log, problem: problem)
        }
        entries = candidate
        latest = run
        return Step(accepted: true, output: output, trace: trace, log: log, problem: "")
    }

    /// Forgets every entry: a fresh simulator.
    public func reset() {
        entries = []
        latest = nil
    }

    /// A drawing of the key window after the last accepted entry.
    public var screen: String { latest?.screen ?? Simulation(device: device).screenDrawing() }
    /// The controller and view hierarchy after the last accepted entry.
    public var tree: String { latest?.tree ?? Simulation(device: device).hierarchyDescription() }
    /// The whole trace so far, as `--trace` prints it.
    public var trace: [String] { (latest?.report?.trace ?? []).map(\.line) }

    /// `text` past `prefix` when it starts with it; all of `text` otherwise (a rerun that
    /// printed something different, such as a random number).
    static func suffix(of text: String, after prefix: String) -> String {
        text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
    }
}
