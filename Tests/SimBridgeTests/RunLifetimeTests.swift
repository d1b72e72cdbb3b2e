import Testing
@testable import SimBridge
import UIKitSim

/// A finished run frees its simulation once nothing holds the `ProgramRun`: the app
/// delegate, the storyboards and the script controllers must not keep each other.
struct RunLifetimeTests {
    func simulationIsFreed(_ files: [ProgramFile], mainStoryboard: String? = nil) -> Bool {
        weak var simulation: Simulation?
        do {
            let program = ProgramRun(files: files, mainStoryboard: mainStoryboard)
            let report = program.run()
            #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
            simulation = program.simulation
        }
        return simulation == nil
    }

    @Test func topLevelProgramIsFreed() {
        #expect(simulationIsFreed([ProgramFile(name: "main.swift", text: """
        class ListVC: UIViewController {}
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: ListVC())
        window.makeKeyAndVisible()
        """)]))
    }

    @Test func storyboardAppIsFreed() throws {
        let source = try Differential.programText("SegueProgram.swift")
        #expect(simulationIsFreed([ProgramFile(name: "main.swift", text: source),
                                   ProgramFile(name: "Main.storyboard", text: DiffStoryboards.fruit)],
                                  mainStoryboard: "Main"))
    }

    @Test func codeOnlyAppIsFreed() throws {
        let source = try Differential.programText("LaunchProgram.swift")
        #expect(simulationIsFreed([ProgramFile(name: "main.swift", text: source)]))
    }
}
