import Foundation
import Testing
@testable import SimBridge
import UIKitSim

/// Scripted programs whose traces come from /work/shared/docs/uikit-behaviour.md.
struct ProgramRunTraceTests {
    func run(_ source: String) -> (ProgramRun, RunReport) {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: source)])
        return (program, program.run())
    }

    // uikit-behaviour.md, "Windows and the root view controller": making the window visible
    // loads the root's view (loadView, viewDidLoad), then the appear callbacks follow; and
    // "Time": the did half runs after the run loop turns.
    @Test func windowRootLoadsAndAppearsUnderScriptClassName() {
        let (_, report) = run("""
        class ListVC: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                print("loaded")
            }
        }
        let window = UIWindow()
        window.rootViewController = ListVC()
        print("before")
        window.makeKeyAndVisible()
        """)
        #expect(report.status == "ok")
        #expect(report.output == "before\nloaded\n")
        let events = report.trace.filter { $0.object == "ListVC" }.map(\.event)
        #expect(events.starts(with: ["loadView", "viewDidLoad", "viewWillAppear(_:)"]))
        #expect(events.contains("viewDidAppear(_:)"))
        #expect(report.exception == nil)
    }

    // contract.md, "`--json`": a Swift runtime error is named SwiftRuntimeError with the
    // message Swift prints (checked with swiftc: force-unwrapping nil).
    @Test func swiftRuntimeErrorInAnOverrideEndsTheRun() {
        let (_, report) = run("""
        class BadVC: UIViewController {
            override func viewDidLoad() {
                let name: String? = nil
                print(name!)
            }
        }
        let window = UIWindow()
        window.rootViewController = BadVC()
        window.makeKeyAndVisible()
        print("not reached")
        """)
        #expect(report.status == "exception")
        #expect(report.exception?.name == "SwiftRuntimeError")
        #expect(report.exception?.reason.contains("Unexpectedly found nil while unwrapping an Optional value") == true)
        #expect(!report.output.contains("not reached"))
    }

    @Test func checkErrorsGiveDiagnosticsAndNoRun() {
        let (_, report) = run("print(undefinedName)\n")
        #expect(report.status == "diagnostics")
        #expect(report.diagnostics.first?.line == 1)
        #expect(report.trace.isEmpty)
    }

    // uikit-behaviour.md, "Containers": a pushed controller is a child of the navigation controller.
    @Test func liveSimulationIsInspectableAfterTheRun() {
        let (program, report) = run("""
        class A: UIViewController {}
        class B: UIViewController {}
        let nav = UINavigationController(rootViewController: A())
        let window = UIWindow()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(B(), animated: false)
        """)
        #expect(report.status == "ok")
        let nav = program.simulation.keyWindow?.rootViewController as? UINavigationController
        #expect(nav?.viewControllers.map(\.simulatedClassName) == ["A", "B"])
    }
}
