/// What a scene's delegate can implement (Apple's `UISceneDelegate`). Every method has a
/// default that does nothing.
public protocol UISceneDelegate: AnyObject {
    /// The scene is being added to the app: set up its window here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene became active and receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active (the user leaves the app).
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is now in the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                      options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A delegate of a window scene (Apple's `UIWindowSceneDelegate`): it keeps the scene's window.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window. With `UISceneStoryboardFile` UIKit makes it and sets it here
    /// before `scene(_:willConnectTo:options:)`.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
