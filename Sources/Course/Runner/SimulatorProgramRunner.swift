import Foundation
import SimBridge
import SwiftSubset
import UIKitSim

/// The real `ProgramRunner`: runs the learner's files with the interpreter against the UIKit
/// simulator (SimBridge's `ProgramRun`), in this process, then performs the user actions and
/// reads the final state into an `AppSnapshot`.
///
/// `entry` is not passed on: the bridge launches an `@main` app delegate when the code has one
/// and runs top-level code otherwise, which is what `app` and `script` mean (lint reports an
/// exercise whose solutions disagree with its entry).
public struct SimulatorProgramRunner: ProgramRunner {
    /// The interpreter's limits for each run (steps, time, memory, output); a run that hits
    /// one, in its top-level code or in a callback an action reached, has status `limit`.
    public var limits: Limits
    /// The storyboards this runner's runs have read: an exercise's given storyboard is read
    /// once for all its checks.
    let storyboardReadings = StoryboardReadings()

    /// Makes a runner; every run gets its own simulation and interpreter (and shares the
    /// storyboards read, which no run changes).
    public init(limits: Limits = .course) {
        self.limits = limits
    }

    public func run(
        files: [SourceFile], device: Device, entry: Entry, mainStoryboard: String?, actions: [UserAction]
    ) -> RunOutcome {
        run(files: files, device: device, mainStoryboard: mainStoryboard, actions: actions, drawing: true)
    }

    /// Without the pictures: drawing the screen and the hierarchy took 1.3 M instructions of
    /// a check, which never looks at them.
    public func runForSnapshot(
        files: [SourceFile], device: Device, entry: Entry, mainStoryboard: String?, actions: [UserAction]
    ) -> RunOutcome {
        run(files: files, device: device, mainStoryboard: mainStoryboard, actions: actions, drawing: false)
    }

    /// The run; the pictures when `drawing` and the run ended well.
    private func run(
        files: [SourceFile], device: Device, mainStoryboard: String?, actions: [UserAction], drawing: Bool
    ) -> RunOutcome {
        let limits = limits
        let storyboardReadings = storyboardReadings
        // Reading the snapshot may run script code too (a stored property's `description`),
        // so all of it happens on a thread with the interpreter's large stack.
        return LargeStack.run {
            let program = ProgramRun(
                files: files.map { ProgramFile(name: $0.name, text: $0.text) },
                device: device == .ipad ? .iPad : .iPhone,
                mainStoryboard: mainStoryboard,
                limits: limits,
                storyboardReadings: storyboardReadings)
            let report = program.perform(actions)
            // The snapshot first: drawing lays the window out, which must not reach the trace.
            // A run that ended badly is not drawn (its pictures are never compared).
            let snapshot = AppSnapshot(program: program, report: report)
            let drawn = drawing && snapshot.status == .ok
            return RunOutcome(snapshot: snapshot, screen: drawn ? program.screen : nil, tree: drawn ? program.tree : nil,
                              parsedSource: files.first?.name == "main.swift" ? program.parsedProgram : nil)
        }
    }
}
