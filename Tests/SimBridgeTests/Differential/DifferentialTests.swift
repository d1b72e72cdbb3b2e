import Foundation
import Testing
@testable import SimBridge
import UIKitSim

/// Programs written once (files in this folder), run natively and interpreted: same trace.
struct DifferentialTests {
    /// The text between the markers of a program file next to this one.
    static func programText(_ fileName: String) throws -> String {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let text = try String(contentsOf: folder.appendingPathComponent(fileName), encoding: .utf8)
        let begin = try #require(text.range(of: "// BEGIN PROGRAM\n"))
        let end = try #require(text.range(of: "// END PROGRAM"))
        return String(text[begin.upperBound..<end.lowerBound])
    }

    @Test func navigationProgramTracesAlike() throws {
        let native = Simulation()
        var window: UIWindow?
        native.run { window = diffNavigationProgram() }
        #expect(window != nil)

        let source = try Self.programText("NavigationProgram.swift") + "let kept = diffNavigationProgram()\n"
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: source)])
        let report = program.run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(!native.traceLines.isEmpty)
        #expect(program.simulation.traceLines == native.traceLines)
    }

    /// A table controller subclass: rows from the script, `super` reaching UIKitSim, a tapped
    /// row pushing a controller.
    @Test func tableProgramTracesAlike() throws {
        let native = Simulation()
        var window: UIWindow?
        native.run { window = diffTableProgram() }
        try native.tapRow(1)
        let nativeTop = (window?.rootViewController as? UINavigationController)?.topViewController?.title

        let source = try Self.programText("TableProgram.swift") + "let kept = diffTableProgram()\n"
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: source)])
        let report = program.run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(program.simulation.screenDrawing().contains("Parcel"))
        try program.simulation.tapRow(1)
        let top = (program.simulation.keyWindow?.rootViewController as? UINavigationController)?.topViewController
        #expect(nativeTop == "Report")
        #expect(top?.title == nativeTop)
        #expect(!native.traceLines.isEmpty)
        #expect(program.simulation.traceLines == native.traceLines)
    }

    /// Tabs, a split view, a full-screen presentation and its dismissal.
    @Test func containersProgramTracesAlike() throws {
        let native = Simulation()
        var notes: [String] = []
        var window: UIWindow?
        native.run { window = diffContainersProgram(&notes) }
        #expect(window != nil)

        let source = try Self.programText("ContainersProgram.swift") + """
        var notes: [String] = []
        let kept = diffContainersProgram(&notes)
        for note in notes { print(note) }

        """
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: source)])
        let report = program.run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == notes.map { $0 + "\n" }.joined())
        #expect(notes.count == 5)
        #expect(!native.traceLines.isEmpty)
        // Script controllers are freed where compiled ones are, so deinit lines compare too.
        #expect(program.simulation.traceLines == native.traceLines)
        #expect(program.simulation.log == native.log)
        #expect(program.simulation.keyWindow?.rootViewController?.presentedViewController == nil)
    }

    /// Views built in loadView: the same hierarchy, frames and drawing as the compiled program.
    @Test func viewsProgramDrawsAlike() throws {
        let native = Simulation()
        var window: UIWindow?
        native.run { window = diffViewsProgram() }
        #expect(window != nil)

        let source = try Self.programText("ViewsProgram.swift") + "let kept = diffViewsProgram()\n"
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: source)])
        let report = program.run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(program.simulation.traceLines == native.traceLines)
        #expect(program.simulation.hierarchyDescription() == native.hierarchyDescription())
        #expect(program.simulation.screenDrawing() == native.screenDrawing())
        #expect(program.simulation.hierarchyDescription().contains("(20 110; 120 60)"))
    }
}
