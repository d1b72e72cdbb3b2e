import Foundation
import Testing
@testable import SimBridge
import UIKitSim

/// Script subclasses of UIKit classes (SubclassesProgram.swift) behave as the same classes
/// compiled natively against UIKitSim: same output, same trace.
struct SubclassDifferentialTests {
    @Test func subclassesOfViewsWindowsCellsAndContainersPrintAndTraceAlike() throws {
        var scene: DiffSubclassesScene?
        let native = Differential.runNatively(stages: [
            { scene = diffSubclassesProgram() },
            { scene.map(diffSubclassesLookAtTheFirstTab) },
            { scene.map(diffSubclassesLookAtTheList) },
            { scene.map(diffSubclassesShowThePages) },
            { scene.map(diffSubclassesLookAtThePages) },
        ])
        #expect(scene?.window.rootViewController is DiffTabs)
        let stages = """
            let kept = diffSubclassesProgram()
            DispatchQueue.main.async {
                diffSubclassesLookAtTheFirstTab(kept)
                DispatchQueue.main.async {
                    diffSubclassesLookAtTheList(kept)
                    DispatchQueue.main.async {
                        diffSubclassesShowThePages(kept)
                        DispatchQueue.main.async { diffSubclassesLookAtThePages(kept) }
                    }
                }
            }

            """
        let (program, report) = try Differential.interpret("SubclassesProgram.swift", appending: stages)
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == native.output)
        #expect(program.simulation.traceLines == native.simulation.traceLines)
        #expect(program.simulation.hierarchyDescription() == native.simulation.hierarchyDescription())
        // What Swift's semantics require of these class hierarchies, whatever the simulator
        // does: an object made as a subclass is that subclass wherever it comes back (`is`,
        // `as?`, `as!`, `type(of:)`), and its stored properties stay with it.
        for line in ["view is hypnosis: true", "rings 4", "badge new DiffBadgeLabel", "window true true", "shown 1",
                     "stack true true", "child DiffStackNav", "child DiffRowsVC", "child DiffSplit", "child DiffPages",
                     "Row 0 DiffSubjectCell false", "Row 1 DiffSubjectCell true", "pages 1", "button true Pill true",
                     "slide to DiffHypnosisVC true", "slides 1 slide true", "key window true",
                     "split loaded with 2 controllers"] {
            #expect(report.output.contains(line + "\n"), "missing: \(line)\n\(report.output)")
        }
    }
}
