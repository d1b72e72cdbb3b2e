/// The main storyboard of a launch (Info.plist's `UIMainStoryboardFile`), supplied by the
/// storyboard reader: its name and a way to instantiate its initial controller.
public struct MainStoryboard {
    /// The storyboard's name, e.g. `Main`.
    public let name: String
    /// Makes the initial view controller; nil when the storyboard has no entry point.
    public let instantiateInitialViewController: () -> UIViewController?

    /// Describes a main storyboard.
    public init(name: String, instantiateInitialViewController: @escaping () -> UIViewController?) {
        self.name = name
        self.instantiateInitialViewController = instantiateInitialViewController
    }
}

extension Simulation {
    /// Launches the app the way `UIApplicationMain` does (uikit-behaviour.md, "Launch"):
    /// with a main storyboard, a window with the screen's bounds goes to the delegate's
    /// `window` and gets the initial controller as its root; then
    /// `application(_:willFinishLaunchingWithOptions:)` and
    /// `application(_:didFinishLaunchingWithOptions:)`; then, with a main storyboard,
    /// `makeKeyAndVisible()`; finally every visible window must have a root view controller.
    /// Then the run loop turns until idle. The delegate is kept by the application.
    ///
    /// A scene-based app (`scenes`, from Info.plist's `UIApplicationSceneManifest`) ignores the
    /// main storyboard: after didFinishLaunching its first scene connects
    /// (`connectFirstScene(_:appDelegate:)`), and no window check follows.
    public func launch(delegate: UIApplicationDelegate, mainStoryboard: MainStoryboard? = nil, scenes: SceneLaunch? = nil) {
        run {
            guard isAlive else { return }
            application.delegate = delegate
            application.retainedDelegate = delegate
            application.sceneManifest = scenes?.manifest
            let delegateIdentity = identity(of: delegate)
            var storyboardWindow: UIWindow?
            if scenes == nil, let mainStoryboard {
                let window = UIWindow()
                delegate.window = window
                guard delegate.window === window else {
                    raise(ExceptionName.internalInconsistency,
                          "The app delegate must implement the window property if it wants to use a main storyboard file.")
                    return
                }
                storyboardWindow = window
                if let initial = mainStoryboard.instantiateInitialViewController() {
                    window.rootViewController = initial
                } else {
                    logLine("Failed to instantiate the default view controller for UIMainStoryboardFile '\(mainStoryboard.name)' - perhaps the designated entry point is not set?")
                }
            }
            guard isAlive else { return }
            record(.willFinishLaunching, delegateIdentity)
            _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
            guard isAlive else { return }
            record(.didFinishLaunching, delegateIdentity)
            _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
            guard isAlive else { return }
            if let scenes {
                connectFirstScene(scenes, appDelegate: delegate)
                return
            }
            storyboardWindow?.makeKeyAndVisible()
            checkWindowsHaveRoots()
            becomeActiveAfterLaunch()
        }
    }

    /// The end-of-launch check: a visible window without a root view controller raises.
    func checkWindowsHaveRoots() {
        guard isAlive else { return }
        if windows.contains(where: { !$0.isHidden && $0.rootViewController == nil }) {
            raise(ExceptionName.internalInconsistency,
                  "Application windows are expected to have a root view controller at the end of application launch")
        }
    }
}

/// Launches `delegate` in `simulation`, like UIKit's `UIApplicationMain`; returns the
/// simulation's exit status (0, or 1 after an uncaught exception).
@discardableResult
public func UIApplicationMain(_ simulation: Simulation, _ delegate: UIApplicationDelegate,
                              mainStoryboard: MainStoryboard? = nil, scenes: SceneLaunch? = nil) -> Int32 {
    simulation.launch(delegate: delegate, mainStoryboard: mainStoryboard, scenes: scenes)
    return simulation.isAlive ? 0 : 1
}
