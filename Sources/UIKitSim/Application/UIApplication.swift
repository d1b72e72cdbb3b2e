/// The application object of a simulation (`UIApplication.shared`).
open class UIApplication: UIResponder {
    /// The app delegate.
    open weak var delegate: UIApplicationDelegate?
    var retainedDelegate: UIApplicationDelegate?

    /// Made by the simulation, while it is current.
    override init() {
        super.init()
    }

    /// The application of the current simulation.
    open class var shared: UIApplication { Simulation.ambient.application }

    /// The app delegate when it is a responder (Apple, `next`: "The shared UIApplication object
    /// normally returns nil, but it returns its app delegate if that object is a subclass of
    /// UIResponder"), so touches nobody handled reach it.
    open override var next: UIResponder? { delegate as? UIResponder }

    /// The windows alive in the app.
    open var windows: [UIWindow] { simulation?.windows ?? [] }
    /// The Home Screen quick actions the program set (UIApplicationShortcutItem.swift).
    open var shortcutItems: [UIApplicationShortcutItem]?

    /// The key window.
    open var keyWindow: UIWindow? { simulation?.keyWindow }

    /// The scene manifest of a scene-based app (Info.plist's `UIApplicationSceneManifest`);
    /// nil for an app without scenes.
    public internal(set) var sceneManifest: SceneManifest?
    /// Whether the app is scene-based: then a window shows only when attached to a scene.
    public var usesScenes: Bool { sceneManifest != nil }
    /// Whether the app supports several scenes at once (`UIApplicationSupportsMultipleScenes`).
    open var supportsMultipleScenes: Bool { sceneManifest?.supportsMultipleScenes ?? false }
    var connectedSceneList: [UIScene] = []
    var windowsAwaitingScene: [WeakBox<UIWindow>] = []

    /// Whether the app is in the foreground and receiving events (Apple's
    /// `UIApplication.State`): inactive while it launches, active once it became active,
    /// background after the user left it (Simulation+AppPhases.swift).
    public internal(set) var applicationState: State = .inactive

    /// The scenes connected to the app, in the order they connected.
    open var connectedScenes: Set<UIScene> { Set(connectedSceneList) }
    /// The sessions of the connected scenes.
    open var openSessions: Set<UISceneSession> { Set(connectedSceneList.map(\.session)) }
    /// The connected scenes, in the order they connected (what `connectedScenes` holds, ordered).
    public var orderedConnectedScenes: [UIScene] { connectedSceneList }

    /// The launch options passed to the delegate; always empty in the simulator.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// What an app delegate can implement. Every method has a default that does nothing.
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window. A delegate that does not store it cannot use a main storyboard.
    var window: UIWindow? { get set }
    /// Called first during launch.
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Called when launch is nearly done; build the window here when there is no main storyboard.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// In a scene-based app, picks the configuration of a connecting scene; by default the
    /// first of the session's role in Info.plist.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// In an app without scenes: the app became active (after launch, and on coming back).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// In an app without scenes: the app is about to stop being active (the user leaves it).
    func applicationWillResignActive(_ application: UIApplication)
    /// In an app without scenes: the app is now in the background.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// In an app without scenes: the app is about to come back to the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
}
