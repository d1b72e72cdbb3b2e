import SwiftSubset
import UIKitSim

/// The native object of a script's `UIResponder` subclass: an app delegate
/// (`class AppDelegate: UIResponder, UIApplicationDelegate`) or a scene delegate
/// (`class SceneDelegate: UIResponder, UIWindowSceneDelegate`). Like every object made for a
/// script class it carries the script's `ScriptLink` (its name in the trace comes from there)
/// and asks it for each method. It exists only because the delegate protocols are protocols,
/// which UIKitSim's `UIResponder` cannot adopt (their settable `window` would clash with
/// `UIView.window`); one class adopts both, since both ask for the same `window`.
final class ScriptedDelegate: UIResponder, UIApplicationDelegate, UIWindowSceneDelegate {
    /// The script's `window` property; nil (and writes ignored) when the script has none,
    /// like the protocols' default implementation.
    var window: UIWindow? {
        get { ScriptLink.of(self)?.readProperty("window").flatMap { UIKitHost.native($0) as? UIWindow } }
        set { ScriptLink.of(self)?.writeProperty("window", newValue) }
    }

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launching("application(_:willFinishLaunchingWithOptions:)", application)
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launching("application(_:didFinishLaunchingWithOptions:)", application)
    }

    /// The script's configuration, or UIKit's default (the role's first Info.plist entry)
    /// when it does not implement the method or returns something else.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let answer = subclassOverride("application(_:configurationForConnecting:options:)",
                                      application, connectingSceneSession, options)
        return answer?.value as? UISceneConfiguration
            ?? UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        _ = subclassOverride("scene(_:willConnectTo:options:)", scene, session, connectionOptions)
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        _ = subclassOverride("sceneWillEnterForeground(_:)", scene)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        _ = subclassOverride("sceneDidBecomeActive(_:)", scene)
    }

    func sceneWillResignActive(_ scene: UIScene) {
        _ = subclassOverride("sceneWillResignActive(_:)", scene)
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        _ = subclassOverride("sceneDidEnterBackground(_:)", scene)
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        _ = subclassOverride("applicationDidBecomeActive(_:)", application)
    }

    func applicationWillResignActive(_ application: UIApplication) {
        _ = subclassOverride("applicationWillResignActive(_:)", application)
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        _ = subclassOverride("applicationDidEnterBackground(_:)", application)
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        _ = subclassOverride("applicationWillEnterForeground(_:)", application)
    }

    /// Calls the script's launch method, if it has one; true otherwise, as UIKit's default.
    private func launching(_ fullName: String, _ application: UIApplication) -> Bool {
        subclassOverride(fullName, application, nil).map { $0.value as? Bool ?? true } ?? true
    }
}
