import SwiftSubset

/// Runs a learner's program against the simulator. The real one (interpreter and simulator)
/// lives with the bridge; tests use fakes.
public protocol ProgramRunner: Sendable {
    /// Runs `files` on `device`, starting as `entry` says, with `mainStoryboard` as
    /// `UIMainStoryboardFile` (nil: none, or what a given Info.plist says), then performs
    /// `actions` in order, turning the run loop until nothing is pending after each.
    func run(
        files: [SourceFile], device: Device, entry: Entry, mainStoryboard: String?, actions: [UserAction]
    ) -> RunOutcome

    /// The same run for a caller that reads only its snapshot (a check): the outcome's
    /// pictures (`screen`, `tree`) may be left out. Drawing comes after the snapshot is taken,
    /// so the snapshot is the one `run` gives.
    func runForSnapshot(
        files: [SourceFile], device: Device, entry: Entry, mainStoryboard: String?, actions: [UserAction]
    ) -> RunOutcome
}

extension ProgramRunner {
    /// A runner that does not tell the two apart runs as `run` does.
    public func runForSnapshot(
        files: [SourceFile], device: Device, entry: Entry, mainStoryboard: String?, actions: [UserAction]
    ) -> RunOutcome {
        run(files: files, device: device, entry: entry, mainStoryboard: mainStoryboard, actions: actions)
    }
}

/// What a run produced.
public struct RunOutcome: Sendable, Hashable {
    /// The state after the run: windows, controllers, trace, output, log, exception, status.
    public var snapshot: AppSnapshot
    /// The drawing of the key window at the end, as `vctutor run --screen` prints it under its
    /// header (at the device's size); nil when the runner does not draw.
    public var screen: String?
    /// The controller and view hierarchy at the end, as `vctutor run --tree` prints it under its
    /// header; nil when the runner does not draw.
    public var tree: String?
    /// The learner's `main.swift` as the run parsed it, for the source checks; nil when the
    /// runner did not keep it. Not part of what the run did: outcomes compare without it.
    public var parsedSource: ParsedProgram?

    /// Wraps a snapshot, with the pictures when the runner drew them.
    public init(snapshot: AppSnapshot, screen: String? = nil, tree: String? = nil, parsedSource: ParsedProgram? = nil) {
        self.snapshot = snapshot
        self.screen = screen
        self.tree = tree
        self.parsedSource = parsedSource
    }

    public static func == (a: RunOutcome, b: RunOutcome) -> Bool {
        a.snapshot == b.snapshot && a.screen == b.screen && a.tree == b.tree
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(snapshot)
        hasher.combine(screen)
        hasher.combine(tree)
    }

    /// How the run ended.
    public var status: RunStatus { snapshot.status }

    /// The printed lines, without empty ones (what an `output` question orders).
    public var outputLines: [String] {
        snapshot.output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// A one-line account of why a run did not end well, for lint messages; nil when it did.
    public var failureSummary: String? {
        switch snapshot.status {
        case .ok:
            return nil
        case .diagnostics:
            let first = snapshot.diagnostics.first { $0.severity == "error" } ?? snapshot.diagnostics.first
            return first.map { "line \($0.line):\($0.column): \($0.message)" } ?? "it did not compile"
        case .exception:
            return snapshot.exception.map { "\($0.name): \($0.reason)" } ?? "an uncaught exception ended it"
        case .limit:
            return "a step, time, memory or depth limit stopped it"
        }
    }
}
