import Foundation
import Testing
@testable import SimBridge
import UIKitSim

/// The Xcode 11+ "App" template (AppDelegate + SceneDelegate + ViewController + Main.storyboard
/// + Info.plist with `UIApplicationSceneManifest`), reduced to text in `Apps/XcodeSceneTemplate`
/// with prints added, run through the interpreter unchanged otherwise.
///
/// Expected order: a device log of this template, Lemonbrush/My-iOS-Dev-Learning-Tracker
/// (Resources/Note_attachments/Practical_knowledge/Cocoa_Touch/UIKit/States.md, "Basic steps an
/// app goes through"): didFinishLaunching, scene(_:willConnectTo:options:), viewDidLoad,
/// viewWillAppear, sceneWillEnterForeground(_:), sceneDidBecomeActive(_:), viewDidAppear. The
/// configuration call comes between didFinishLaunching and willConnectTo (Apple's
/// `application(_:configurationForConnecting:options:)`: "called when a new scene session is
/// being created", before the scene it configures exists). The template's own comment: with a
/// storyboard, "the `window` property will automatically be initialized and attached to the scene"
/// when willConnectTo runs.
struct SceneAppTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Apps/XcodeSceneTemplate")

    static func files(replacing replacements: [String: String] = [:]) throws -> [ProgramFile] {
        try ["AppDelegate.swift", "SceneDelegate.swift", "ViewController.swift", "Main.storyboard", "Info.plist"].map { name in
            ProgramFile(name: name, text: try replacements[name] ?? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
    }

    /// The template without a storyboard for its scene, with another scene delegate.
    static func codeOnlyFiles(sceneDelegate: String) throws -> [ProgramFile] {
        let plist = try String(contentsOf: folder.appendingPathComponent("Info.plist"), encoding: .utf8)
            .replacingOccurrences(of: "\t\t\t\t\t<key>UISceneStoryboardFile</key>\n\t\t\t\t\t<string>Main</string>\n", with: "")
        return try files(replacing: ["Info.plist": plist, "SceneDelegate.swift": sceneDelegate])
    }

    @Test func xcodeTemplateRunsInTheDeviceOrder() throws {
        let program = ProgramRun(files: try Self.files())
        let report = program.run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output.split(separator: "\n").map(String.init) == [
            "application(_:didFinishLaunchingWithOptions:) 0",
            "application(_:configurationForConnecting:options:)",
            "scene(_:willConnectTo:options:) true true",
            "viewDidLoad()",
            "viewWillAppear(_:)",
            "sceneWillEnterForeground(_:)",
            "sceneDidBecomeActive(_:)",
            "viewDidAppear(_:) true",
        ])
        #expect(report.trace.first { $0.event == "scene(_:willConnectTo:options:)" }?.object == "SceneDelegate")
        #expect(program.simulation.keyWindow?.rootViewController != nil)
    }

    @Test func codeOnlySceneDelegateWithUIWindowWindowSceneShows() throws {
        // The storyboard-free variant many books use: UIWindow(windowScene:) in willConnectTo.
        let sceneDelegate = """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = (scene as? UIWindowScene) else { return }
                let window = UIWindow(windowScene: windowScene)
                window.rootViewController = UINavigationController(rootViewController: ViewController())
                self.window = window
                window.makeKeyAndVisible()
                print("connected", windowScene.windows.count, windowScene.keyWindow === window, session.role == .windowApplication)
            }
        }
        """
        let report = ProgramRun(files: try Self.codeOnlyFiles(sceneDelegate: sceneDelegate)).run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output.contains("connected 1 true true"))
        #expect(report.output.contains("viewDidAppear(_:) true"))
    }

    @Test func navigationRootsChildAppearsBeforeTheSceneBecomesActive() throws {
        // [nav-scene-log] (Apps/README.md), iOS 18.1, manisrini/ios-Lifecycle README.md at
        // bdbf9e6e: sceneWillEnterForeground, viewDidLoad, viewWillAppear, viewDidAppear,
        // sceneDidBecomeActive for the navigation root's child. That app's navigation controller
        // comes from the storyboard; here the delegate makes it in code, which puts the child in
        // place the same way: in the navigation controller's first layout, at the commit
        // (rickytan/RTRootNavigationController issue 275's stack), not in makeKeyAndVisible.
        let sceneDelegate = """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = (scene as? UIWindowScene) else { return }
                window = UIWindow(windowScene: windowScene)
                window?.rootViewController = UINavigationController(rootViewController: ViewController())
                window?.makeKeyAndVisible()
                print("shown")
            }
            func sceneWillEnterForeground(_ scene: UIScene) { print("sceneWillEnterForeground(_:)") }
            func sceneDidBecomeActive(_ scene: UIScene) { print("sceneDidBecomeActive(_:)", UIApplication.shared.applicationState == .active) }
        }
        """
        let report = ProgramRun(files: try Self.codeOnlyFiles(sceneDelegate: sceneDelegate)).run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output.split(separator: "\n").map(String.init).suffix(6) == [
            "shown",
            "sceneWillEnterForeground(_:)",
            "viewDidLoad()",
            "viewWillAppear(_:)",
            "viewDidAppear(_:) true",
            "sceneDidBecomeActive(_:) true",
        ])
    }

    @Test func sceneDelegateWindowWithoutSceneShowsNothing() throws {
        // UIWindow(frame:) never attached to the scene: nothing is displayed (Apple's
        // init(windowScene:): the scene is the one "in which to display the window").
        let sceneDelegate = """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = ViewController()
                window?.makeKeyAndVisible()
            }
        }
        """
        let report = ProgramRun(files: try Self.codeOnlyFiles(sceneDelegate: sceneDelegate)).run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(!report.output.contains("viewDidLoad()"))
    }

    @Test func badSceneManifestNamesTheKey() {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIApplicationSceneManifest</key><dict>
        <key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><dict/></dict>
        </dict></dict></plist>
        """
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: "print(1)"),
                                        ProgramFile(name: "Info.plist", text: plist)]).run()
        #expect(report.diagnostics.first?.message.contains(
            "'UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication' is not an 'array'") == true)
    }
}
