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

    /// Every kind of script subclass carries a link to the run (`ScriptLink`): windows, views,
    /// cells, segues and containers made for script classes must not keep it either.
    @Test func aProgramOfScriptSubclassesIsFreed() throws {
        let source = try Differential.programText("SubclassesProgram.swift") + "let kept = diffSubclassesProgram()\n"
        #expect(simulationIsFreed([ProgramFile(name: "main.swift", text: source)]))
    }

    @Test func anAppWhoseWindowIsAScriptSubclassIsFreed() {
        #expect(simulationIsFreed([ProgramFile(name: "main.swift", text: """
        class MainWindow: UIWindow {}
        class Hypnosis: UIView {}
        class HypnosisVC: UIViewController {
            override func loadView() { view = Hypnosis(frame: UIScreen.main.bounds) }
        }
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = MainWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = HypnosisVC()
                window?.makeKeyAndVisible()
                return true
            }
        }
        """)]))
    }

    @Test func codeOnlyAppIsFreed() throws {
        let source = try Differential.programText("LaunchProgram.swift")
        #expect(simulationIsFreed([ProgramFile(name: "main.swift", text: source)]))
    }
}
