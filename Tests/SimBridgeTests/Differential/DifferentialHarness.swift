import Foundation
import Testing
@testable import SimBridge
import UIKitSim

/// What a natively compiled program prints during one run: a task-local, so runs in parallel
/// do not mix their output.
final class NativeOutput: @unchecked Sendable {
    @TaskLocal static var current: NativeOutput?
    var text = ""
}

/// The `print` of the natively compiled programs (each program file shadows `print` with it).
func diffPrint(_ items: [Any], separator: String, terminator: String) {
    NativeOutput.current?.text += items.map { "\($0)" }.joined(separator: separator) + terminator
}

/// One program file of this folder run both ways: compiled natively against UIKitSim, and
/// read as text and interpreted through SimBridge.
enum Differential {
    /// The text between the markers of a program file in this folder, with `/*@main*/` made
    /// `@main` (a test target cannot hold an `@main` type) and `print` left to the interpreter.
    static func programText(_ fileName: String) throws -> String {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let text = try String(contentsOf: folder.appendingPathComponent(fileName), encoding: .utf8)
        let begin = try #require(text.range(of: "// BEGIN PROGRAM\n"))
        let end = try #require(text.range(of: "// END PROGRAM"))
        return String(text[begin.upperBound..<end.lowerBound]).replacingOccurrences(of: "/*@main*/", with: "@main")
    }

    /// Launches `makeDelegate()` natively as `UIApplicationMain` does, with the storyboards
    /// (`name → XML`) and the native classes their `customClass` names.
    static func launchNatively(storyboards: [String: String] = [:], classes: StoryboardClassRegistry = StoryboardClassRegistry(),
                               mainStoryboard: String? = nil,
                               _ makeDelegate: () -> UIApplicationDelegate) throws -> (simulation: Simulation, output: String) {
        let simulation = Simulation()
        let catalogue = StoryboardCatalogue(classResolver: classes)
        for (name, xml) in storyboards { try catalogue.add(name: name, xml: xml) }
        let output = NativeOutput()
        NativeOutput.$current.withValue(output) {
            simulation.withCurrent {
                catalogue.withCurrent {
                    _ = UIApplicationMain(simulation, makeDelegate(),
                                          mainStoryboard: mainStoryboard.map { MainStoryboard.named($0, in: catalogue) })
                }
            }
        }
        return (simulation, output.text)
    }

    /// Runs `body` natively with the simulation and the storyboards current, then turns the
    /// run loop until idle, as top-level code runs.
    static func runNatively(_ body: () -> Void) -> (simulation: Simulation, output: String) {
        let simulation = Simulation()
        let output = NativeOutput()
        NativeOutput.$current.withValue(output) { simulation.run(body) }
        return (simulation, output.text)
    }

    /// Runs each of `stages` natively as ``runNatively(_:)`` runs one, each in a later turn
    /// of the same simulation (as `DispatchQueue.main.async` blocks nested in one another would).
    static func runNatively(stages: [() -> Void]) -> (simulation: Simulation, output: String) {
        let simulation = Simulation()
        let output = NativeOutput()
        NativeOutput.$current.withValue(output) {
            for stage in stages { simulation.run(stage) }
        }
        return (simulation, output.text)
    }

    /// Interprets a program file with extra files (storyboards, Info.plist) and extra source.
    static func interpret(_ fileName: String, appending extra: String = "", files: [ProgramFile] = [],
                          mainStoryboard: String? = nil) throws -> (ProgramRun, RunReport) {
        let source = try programText(fileName) + extra
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: source)] + files, mainStoryboard: mainStoryboard)
        return (program, program.run())
    }

    /// A user's tap on a button, natively, with the storyboards current.
    static func tap(_ title: String, in simulation: Simulation) throws {
        try simulation.tapButton(titled: title)
    }
}
