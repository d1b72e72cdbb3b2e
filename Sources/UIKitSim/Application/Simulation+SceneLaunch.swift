/// What a scene-based launch needs besides the app delegate: Info.plist's scene manifest, a
/// way to make the scene delegate named there, and the storyboards it may name.
public struct SceneLaunch {
    /// Info.plist's `UIApplicationSceneManifest`.
    public let manifest: SceneManifest
    /// Makes the scene delegate of the class named by the configuration (module prefix
    /// removed); nil when no such class exists (the scene then has no delegate, as on iOS).
    public let makeDelegate: (String) -> UISceneDelegate?
    /// The storyboard a configuration names (`UISceneStoryboardFile`).
    public let storyboard: (String) -> MainStoryboard

    /// Describes a scene-based launch.
    public init(manifest: SceneManifest, makeDelegate: @escaping (String) -> UISceneDelegate?,
                storyboard: @escaping (String) -> MainStoryboard) {
        self.manifest = manifest
        self.makeDelegate = makeDelegate
        self.storyboard = storyboard
    }
}

extension Simulation {
    /// Connects the app's first scene, after `application(_:didFinishLaunchingWithOptions:)`
    /// (docs/decisions.md, "Scenes"; the order is Apple's "Managing your app's life cycle" and
    /// the device logs cited in the tests): the app delegate picks a configuration, completed
    /// from the manifest entry of its name; the scene, its session and its delegate are made;
    /// with a storyboard, a window attached to the scene goes to the delegate's `window` with
    /// the initial controller as its root; then `scene(_:willConnectTo:options:)`, then the
    /// storyboard window's `makeKeyAndVisible()`, then `sceneWillEnterForeground(_:)` and
    /// `sceneDidBecomeActive(_:)`. The view work of the root waits for the turn's end as usual.
    ///
    /// When a shown window's root is a navigation controller, its top child loads and appears in
    /// the navigation controller's first layout, at the launch turn's commit, and the scene
    /// becomes active on the turn after it, as on iOS 18 (docs/decisions.md, "Scenes",
    /// [nav-scene-log]): the child's viewDidLoad, viewWillAppear and viewDidAppear come between
    /// `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`. Any other root keeps the
    /// order of [scene-log]: the activation in the launch turn, before the root's viewDidAppear.
    func connectFirstScene(_ scenes: SceneLaunch, appDelegate: UIApplicationDelegate) {
        let session = UISceneSession(role: .windowApplication,
                                     persistentIdentifier: "00000000-0000-0000-0000-000000000001")
        let options = UIScene.ConnectionOptions()
        record(.configurationForConnecting, identity(of: appDelegate))
        let requested = appDelegate.application(application, configurationForConnecting: session, options: options)
        guard isAlive else { return }
        let configuration = completed(requested, from: scenes.manifest)
        session.configuration = configuration
        let scene = UIWindowScene(session: session, connectionOptions: options)
        session.scene = scene
        application.connectedSceneList.append(scene)
        let sceneDelegate = configuration.delegateClassName.flatMap(scenes.makeDelegate)
        scene.delegate = sceneDelegate
        guard isAlive else { return }
        var storyboardWindow: UIWindow?
        if let name = configuration.storyboardName {
            storyboardWindow = makeStoryboardWindow(for: scene, delegate: sceneDelegate, storyboard: scenes.storyboard(name))
        }
        guard isAlive, let sceneDelegate else { return }
        record(.sceneWillConnect, identity(of: sceneDelegate))
        sceneDelegate.scene(scene, willConnectTo: session, options: options)
        guard isAlive else { return }
        storyboardWindow?.makeKeyAndVisible()
        guard isAlive else { return }
        changePhase(scene: [Self.sceneWillEnterForeground], app: [])
        guard isAlive else { return }
        if Self.showsNavigationRoot(scene) {
            becomeActiveAfterLaunch()
        } else {
            becomeActive()
        }
    }

    /// Whether one of the scene's shown windows has a navigation controller as its root: the
    /// container whose first transition is deferred to its layout
    /// (`_startDeferredTransitionIfNeeded` under `__viewWillLayoutSubviews`, the stack in
    /// rickytan/RTRootNavigationController issue 275).
    private static func showsNavigationRoot(_ scene: UIWindowScene) -> Bool {
        scene.windows.contains { !$0.isHidden && $0.rootViewController is UINavigationController }
    }

    /// The configuration UIKit uses: the delegate's, with what it leaves unset taken from the
    /// Info.plist entry of its name (Apple's `UISceneConfiguration.init(name:sessionRole:)`).
    private func completed(_ requested: UISceneConfiguration, from manifest: SceneManifest) -> UISceneConfiguration {
        let entry = manifest.entry(for: requested)
        let configuration = UISceneConfiguration(name: requested.name ?? entry?.name, sessionRole: requested.role)
        configuration.delegateClassName = requested.delegateClassName ?? entry?.delegateClassName
        configuration.storyboardName = requested.storyboardName ?? entry?.storyboardName
        return configuration
    }

    /// The window UIKit makes for a scene with a storyboard, handed to the delegate's `window`
    /// with the storyboard's initial controller as its root.
    private func makeStoryboardWindow(for scene: UIWindowScene, delegate: UISceneDelegate?,
                                  storyboard: MainStoryboard) -> UIWindow {
        let window = UIWindow(windowScene: scene)
        (delegate as? UIWindowSceneDelegate)?.window = window
        if let initial = storyboard.instantiateInitialViewController() {
            window.rootViewController = initial
        } else if isAlive {
            logLine("Failed to instantiate the default view controller for UISceneStoryboardFile '\(storyboard.name)' - perhaps the designated entry point is not set?")
        }
        return window
    }
}
