import SwiftSubset
import UIKitSim

/// The native object of a script's `class AppDelegate: UIResponder, UIApplicationDelegate`.
/// Like every object made for a script class it carries the script's `ScriptLink` (its name in
/// the trace comes from there) and asks it for each method. It exists only because
/// `UIApplicationDelegate` is a protocol, which UIKitSim's `UIResponder` cannot adopt (the
/// protocol's settable `window` would clash with `UIView.window`).
final class ScriptedAppDelegate: UIResponder, UIApplicationDelegate {
    /// The script's `window` property; nil (and writes ignored) when the script has none,
    /// like the protocol's default implementation.
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

    /// Calls the script's launch method, if it has one; true otherwise, as UIKit's default.
    private func launching(_ fullName: String, _ application: UIApplication) -> Bool {
        subclassOverride(fullName, application, nil).map { $0.value as? Bool ?? true } ?? true
    }
}
