import Testing
@testable import UIKitSim

/// Scene-based launch (iOS 13 and later). Sources, cited at each test:
/// - [Lifecycle] Apple, "Managing your app's life cycle"
///   (https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle): with
///   scenes, UIKit sends life-cycle events to the scene delegate; a scene starts unattached and
///   moves to the foreground when the user asked for it.
/// - [Launch] Apple, "About the app launch sequence": the app delegate's
///   willFinishLaunching/didFinishLaunching run at initialisation, and only after it completes
///   does the system use the scene delegates to show the UI.
/// - [Log] a device log of the template app with a storyboard, Lemonbrush/My-iOS-Dev-Learning-Tracker,
///   Resources/Note_attachments/Practical_knowledge/Cocoa_Touch/UIKit/States.md ("Basic steps
///   an app goes through"): application(_:didFinishLaunchingWithOptions:),
///   scene(_:willConnectTo:options:), viewDidLoad, viewWillAppear, sceneWillEnterForeground(_:),
///   sceneDidBecomeActive(_:), viewDidAppear. Big Nerd Ranch, iOS Programming 7th ed., "Scene
///   State Transitions", logs willConnectTo before the foreground callbacks.
/// - [NavLog] logs of scene apps whose root is a storyboard navigation controller
///   (Tests/SimBridgeTests/Apps/README.md, [nav-scene-log]): iOS 18.1, manisrini/ios-Lifecycle,
///   README.md at bdbf9e6e: sceneWillEnterForeground, viewDidLoad, viewWillAppear, viewDidAppear,
///   sceneDidBecomeActive (the child's callbacks); iOS 14 (prashuk/iOS-Tutorials) and iOS 13.2
///   (HemingTai/HTProject) put the child after sceneWillEnterForeground too. The child is put in
///   place by the navigation controller's first transition, under `__viewWillLayoutSubviews` ←
///   `CA::Transaction::commit` (rickytan/RTRootNavigationController issue 275).
/// - [Template] Xcode 11+'s SceneDelegate template comment: "If using a storyboard, the
///   `window` property will automatically be initialized and attached to the scene."
/// - [Config] Apple, `UISceneConfiguration.init(name:sessionRole:)`: UIKit fills the rest of the
///   configuration from the Info.plist entry with that name.
@Suite struct SceneLaunchTests {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var scenesAtDidFinish: Int?
        var windowsAtDidFinish: Int?
        var configurationName = "Default Configuration"
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            scenesAtDidFinish = application.connectedScenes.count
            windowsAtDidFinish = application.windows.count
            return true
        }
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            UISceneConfiguration(name: configurationName, sessionRole: connectingSceneSession.role)
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var windowAtWillConnect: UIWindow?
        var rootAtWillConnect: UIViewController?
        var setUp: ((UIWindowScene, SceneDelegate) -> Void)?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            windowAtWillConnect = window
            rootAtWillConnect = window?.rootViewController
            guard let windowScene = scene as? UIWindowScene else { return }
            setUp?(windowScene, self)
        }
    }

    static let manifest = SceneManifest(configurations: [.windowApplication: [
        .init(name: "Default Configuration", delegateClassName: "$(PRODUCT_MODULE_NAME).SceneDelegate", storyboardName: "Main"),
    ]])

    /// The no-storyboard template's manifest: the scene delegate makes its own window.
    static let codeOnlyManifest = SceneManifest(configurations: [.windowApplication: [
        .init(name: "Default Configuration", delegateClassName: "SceneDelegate", storyboardName: nil),
    ]])

    /// Launches a scene app; `sceneDelegate` is the one UIKit makes from the manifest.
    func launch(_ simulation: Simulation, _ appDelegate: AppDelegate, sceneDelegate: SceneDelegate,
                manifest: SceneManifest = manifest, mainStoryboard: MainStoryboard? = nil,
                root: @escaping () -> UIViewController? = { ListController() }) {
        var madeNames: [String] = []
        let scenes = SceneLaunch(manifest: manifest,
                                 makeDelegate: { madeNames.append($0); return $0 == "SceneDelegate" ? sceneDelegate : nil },
                                 storyboard: { MainStoryboard(name: $0, instantiateInitialViewController: root) })
        UIApplicationMain(simulation, appDelegate, mainStoryboard: mainStoryboard, scenes: scenes)
        #expect(madeNames.allSatisfy { $0 == "SceneDelegate" })  // the module prefix is gone
    }

    @Test func storyboardSceneAppLaunchOrder() {
        // [Launch] didFinishLaunching before any scene or window; [Log] the whole order.
        let simulation = Simulation()
        let (appDelegate, sceneDelegate) = simulation.withCurrent { (AppDelegate(), SceneDelegate()) }
        launch(simulation, appDelegate, sceneDelegate: sceneDelegate)
        #expect(simulation.lines == [
            "AppDelegate.application(_:willFinishLaunchingWithOptions:)",
            "AppDelegate.application(_:didFinishLaunchingWithOptions:)",
            "AppDelegate.application(_:configurationForConnecting:options:)",
            "SceneDelegate.scene(_:willConnectTo:options:)",
            "ListController.loadView", "ListController.viewDidLoad", "ListController.viewWillAppear(_:)",
            "SceneDelegate.sceneWillEnterForeground(_:)", "SceneDelegate.sceneDidBecomeActive(_:)",
            "ListController.viewIsAppearing(_:)", "ListController.viewWillLayoutSubviews",
            "ListController.viewDidLayoutSubviews", "ListController.viewDidAppear(_:)",
        ])
        #expect(appDelegate.scenesAtDidFinish == 0)
        #expect(appDelegate.windowsAtDidFinish == 0)
        #expect(appDelegate.window == nil)
    }

    @Test func navigationRootsChildLoadsAndAppearsBetweenForegroundAndActive() {
        // [NavLog], iOS 18.1: sceneWillEnterForeground, then the navigation root's child
        // viewDidLoad, viewWillAppear, viewDidAppear, then sceneDidBecomeActive; the child never
        // loads before sceneWillEnterForeground (every [NavLog] source). The navigation
        // controller itself loads in makeKeyAndVisible, as a plain root does ([Log]).
        let simulation = Simulation()
        let (appDelegate, sceneDelegate) = simulation.withCurrent { (AppDelegate(), SceneDelegate()) }
        launch(simulation, appDelegate, sceneDelegate: sceneDelegate,
               root: { UINavigationController(rootViewController: ListController()) })
        let order = simulation.lines.filter { $0.hasPrefix("SceneDelegate.scene") || $0.hasPrefix("ListController.view") }
        #expect(order == [
            "SceneDelegate.scene(_:willConnectTo:options:)",
            "SceneDelegate.sceneWillEnterForeground(_:)",
            "ListController.viewDidLoad", "ListController.viewWillAppear(_:)",
            "ListController.viewIsAppearing(_:)", "ListController.viewWillLayoutSubviews",
            "ListController.viewDidLayoutSubviews", "ListController.viewDidAppear(_:)",
            "SceneDelegate.sceneDidBecomeActive(_:)",
        ])
        #expect(simulation.lines.firstIndex(of: "UINavigationController.viewDidLoad")
                    ?? .max < simulation.lines.firstIndex(of: "SceneDelegate.sceneWillEnterForeground(_:)") ?? 0)
        let scene = simulation.application.orderedConnectedScenes.first
        #expect(scene?.activationState == .foregroundActive)
        #expect(simulation.application.applicationState == .active)
    }

    @Test func storyboardWindowIsMadeAndAttachedBeforeWillConnect() {
        // [Template]: the window exists, with its root, when willConnectTo runs; UIKit shows it after.
        let simulation = Simulation()
        let (appDelegate, sceneDelegate) = simulation.withCurrent { (AppDelegate(), SceneDelegate()) }
        launch(simulation, appDelegate, sceneDelegate: sceneDelegate)
        let window = sceneDelegate.windowAtWillConnect
        #expect(window != nil)
        #expect(sceneDelegate.rootAtWillConnect is ListController)
        let scene = simulation.application.orderedConnectedScenes.first as? UIWindowScene
        #expect(window?.windowScene === scene)
        #expect(scene?.delegate === sceneDelegate)
        #expect(scene?.keyWindow === window)
        #expect(scene?.activationState == .foregroundActive)
        #expect(scene?.session.configuration.name == "Default Configuration")
        #expect(scene?.session.configuration.storyboardName == "Main")
        #expect(window?.isKeyWindow == true)
        #expect(window?.rootViewController?.view.window?.windowScene === scene)
    }

    @Test func codeSceneWindowWithWindowSceneShows() {
        // The no-storyboard template: the delegate makes UIWindow(windowScene:) and shows it.
        let simulation = Simulation()
        let (appDelegate, sceneDelegate) = simulation.withCurrent { (AppDelegate(), SceneDelegate()) }
        sceneDelegate.setUp = { scene, delegate in
            let window = UIWindow(windowScene: scene)
            window.rootViewController = DetailController()
            delegate.window = window
            window.makeKeyAndVisible()
        }
        launch(simulation, appDelegate, sceneDelegate: sceneDelegate, manifest: Self.codeOnlyManifest)
        #expect(sceneDelegate.window?.isKeyWindow == true)
        #expect(simulation.lines.contains("DetailController.viewDidAppear(_:)"))
        #expect(sceneDelegate.window?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func windowWithoutASceneIsNeverShownInASceneApp() {
        // Apple's init(windowScene:) page: the scene is "the scene object in which to display the
        // window"; windowScene: "The scene containing the window" (nil: not in any scene). A
        // window in no scene is displayed nowhere: the black screen developers report after
        // `UIWindow(frame:)` in willConnectTo. (Our reading: nothing loads, nothing is key.)
        let simulation = Simulation()
        let (appDelegate, sceneDelegate) = simulation.withCurrent { (AppDelegate(), SceneDelegate()) }
        sceneDelegate.setUp = { _, delegate in
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = DetailController()
            delegate.window = window
            window.makeKeyAndVisible()
        }
        launch(simulation, appDelegate, sceneDelegate: sceneDelegate, manifest: Self.codeOnlyManifest)
        #expect(simulation.keyWindow == nil)
        #expect(!simulation.lines.contains { $0.hasPrefix("DetailController") })
        #expect(simulation.uncaughtException == nil)
    }

    @Test func windowGivenItsSceneAfterMakeKeyAndVisibleShows() {
        // Apple's windowScene page: "Changing the value of this property moves the window to the
        // newly specified scene"; public snippets (gist anoop4real/2f99a4b8…) call
        // makeKeyAndVisible first and set windowScene after, and the window shows.
        let simulation = Simulation()
        let (appDelegate, sceneDelegate) = simulation.withCurrent { (AppDelegate(), SceneDelegate()) }
        sceneDelegate.setUp = { scene, delegate in
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = DetailController()
            delegate.window = window
            window.makeKeyAndVisible()
            window.windowScene = scene
        }
        launch(simulation, appDelegate, sceneDelegate: sceneDelegate, manifest: Self.codeOnlyManifest)
        #expect(sceneDelegate.window?.isKeyWindow == true)
        #expect(simulation.lines.contains("DetailController.viewDidAppear(_:)"))
    }

    @Test func mainStoryboardIsIgnoredInASceneApp() {
        // [Launch]: a scene app's UI comes from its scene configuration; the app delegate gets no window.
        let simulation = Simulation()
        let (appDelegate, sceneDelegate) = simulation.withCurrent { (AppDelegate(), SceneDelegate()) }
        launch(simulation, appDelegate, sceneDelegate: sceneDelegate,
               mainStoryboard: MainStoryboard(name: "Main") { DetailController() })
        #expect(appDelegate.window == nil)
        #expect(!simulation.lines.contains { $0.hasPrefix("DetailController") })
        #expect(simulation.windows.count == 1)
    }

    @Test func unknownConfigurationNameGivesASceneWithoutDelegateOrWindow() {
        // [Config]: no Info.plist entry of that name, so nothing to fill in: no delegate class.
        let simulation = Simulation()
        let (appDelegate, sceneDelegate) = simulation.withCurrent { (AppDelegate(), SceneDelegate()) }
        appDelegate.configurationName = "Nope"
        launch(simulation, appDelegate, sceneDelegate: sceneDelegate)
        #expect(simulation.application.connectedScenes.count == 1)
        #expect(simulation.application.orderedConnectedScenes.first?.delegate == nil)
        #expect(simulation.windows.isEmpty)
        #expect(simulation.uncaughtException == nil)
    }

    @Test func keyWindowIsPerScene() {
        // UIWindowScene.keyWindow (iOS 15): the scene's own key window among its windows.
        let simulation = Simulation()
        let (appDelegate, sceneDelegate) = simulation.withCurrent { (AppDelegate(), SceneDelegate()) }
        var second: UIWindow?
        sceneDelegate.setUp = { scene, _ in
            let other = UIWindow(windowScene: scene)
            other.rootViewController = DetailController()
            second = other
        }
        launch(simulation, appDelegate, sceneDelegate: sceneDelegate)
        let scene = simulation.application.orderedConnectedScenes.first as? UIWindowScene
        #expect(scene?.windows.count == 2)
        #expect(scene?.keyWindow === sceneDelegate.window)
        simulation.run { second?.makeKeyAndVisible() }
        #expect(scene?.keyWindow === second)
        #expect(simulation.keyWindow === second)
    }
}
