import Foundation
import Testing
@testable import SimBridge
import UIKitSim

/// The app's phases after launch and the simulated user leaving and coming back
/// (`enter-background`, `enter-foreground`).
///
/// Expected behaviour, from these sources:
/// - An app without scenes, device log (jianshu, "iOS 生命周期", mirrored at
///   http://39.103.169.235/p/197e0dd37190): launch is didFinishLaunchingWithOptions,
///   viewDidLoad, viewWillAppear, viewWillLayoutSubviews, viewDidLayoutSubviews,
///   viewDidAppear, applicationDidBecomeActive ("the app becomes active after the root's
///   viewDidAppear", no applicationWillEnterForeground at launch); the Home button gives
///   applicationWillResignActive then applicationDidEnterBackground, tapping the icon
///   applicationWillEnterForeground then applicationDidBecomeActive, and "the view controllers
///   take no part": no viewWillDisappear/viewWillAppear.
/// - A scene app: Big Nerd Ranch, iOS Programming 7th ed., "For the More Curious: Scene State
///   Transitions": switching to the Home screen, "the scene briefly inactivated and then went
///   into the background" (sceneWillResignActive, sceneDidEnterBackground); tapping the icon,
///   it enters the foreground and becomes active (sceneWillEnterForeground,
///   sceneDidBecomeActive). Apple's "Managing your app's life cycle": with scenes, UIKit sends
///   these to the scene delegate, and the app delegate's applicationDidBecomeActive &c. are not
///   called.
struct AppPhaseTests {
    static let appWithoutScenes = """
    class ViewController: UIViewController {
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); print("viewWillDisappear") }
    }
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            print("didFinishLaunching")
            window = UIWindow()
            window?.rootViewController = ViewController()
            window?.makeKeyAndVisible()
            return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) {
            print("applicationDidBecomeActive", application.applicationState == .active)
        }
        func applicationWillResignActive(_ application: UIApplication) { print("applicationWillResignActive") }
        func applicationDidEnterBackground(_ application: UIApplication) {
            print("applicationDidEnterBackground", application.applicationState == .background)
        }
        func applicationWillEnterForeground(_ application: UIApplication) { print("applicationWillEnterForeground") }
    }
    """

    @Test func anAppWithoutScenesBecomesActiveAfterTheRootAppears() {
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: Self.appWithoutScenes)]).run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "didFinishLaunching\nviewWillAppear\nviewDidAppear\napplicationDidBecomeActive true\n")
        let events = report.trace.map(\.event)
        #expect(events.last == "applicationDidBecomeActive(_:)")
    }

    @Test func leavingAndComingBackWithoutScenesTellsOnlyTheAppDelegate() {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: Self.appWithoutScenes)])
        let launched = program.run().output
        let report = program.perform([.enterBackground, .enterForeground])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output.dropFirst(launched.count) == """
        applicationWillResignActive
        applicationDidEnterBackground true
        applicationWillEnterForeground
        applicationDidBecomeActive true

        """)
        #expect(program.simulation.application.applicationState == .active)
    }

    @Test func comingBackWhenNotInTheBackgroundIsRefused() {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: Self.appWithoutScenes)])
        let report = program.perform([.enterForeground])
        #expect(report.log.last == "vctutor: could not perform 'enter-foreground': the app is not in the background; the remaining actions were skipped")
    }

    @Test func aSceneAppGoesInactiveThenToTheBackgroundAndBack() throws {
        let program = ProgramRun(files: try SceneAppTests.files())
        let launched = program.run()
        #expect(launched.status == "ok", "\(launched.diagnostics) \(String(describing: launched.exception))")
        let report = program.perform([.enterBackground, .enterForeground])
        #expect(report.output.dropFirst(launched.output.count) == """
        sceneWillResignActive(_:)
        sceneDidEnterBackground(_:)
        sceneWillEnterForeground(_:)
        sceneDidBecomeActive(_:)

        """)
        let phases = report.trace.dropFirst(launched.trace.count).map { "\($0.object).\($0.event)" }
        #expect(phases == ["SceneDelegate.sceneWillResignActive(_:)", "SceneDelegate.sceneDidEnterBackground(_:)",
                           "SceneDelegate.sceneWillEnterForeground(_:)", "SceneDelegate.sceneDidBecomeActive(_:)"])
        let scene = program.simulation.application.orderedConnectedScenes.first
        #expect(scene?.activationState == .foregroundActive)
    }

    @Test func aSceneAppsDelegateHearsNoAppPhases() throws {
        // "Managing your app's life cycle": with scenes, UIKit sends the life-cycle events to
        // the scene delegate, not to the app delegate.
        let appDelegate = try String(contentsOf: SceneAppTests.folder.appendingPathComponent("AppDelegate.swift"), encoding: .utf8)
            .replacingOccurrences(of: "    // MARK: UISceneSession Lifecycle", with: """
                func applicationDidBecomeActive(_ application: UIApplication) { print("app became active") }
                func applicationDidEnterBackground(_ application: UIApplication) { print("app in background") }

                // MARK: UISceneSession Lifecycle
            """)
        let program = ProgramRun(files: try SceneAppTests.files(replacing: ["AppDelegate.swift": appDelegate]))
        let report = program.perform([.enterBackground, .enterForeground])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output.contains("sceneDidBecomeActive(_:)"))
        #expect(!report.output.contains("app became active"))
        #expect(!report.output.contains("app in background"))
        #expect(program.simulation.application.applicationState == .active)
    }
}
