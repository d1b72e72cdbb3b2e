import SwiftSubset
import UIKitSim

/// The native object behind a script's `class X: UIResponder` (an app delegate, typically):
/// named after the script class in the trace, and, when it is the app's delegate, the
/// `UIApplicationDelegate` UIKitSim launches, forwarding to the script's methods and its
/// `window` property.
final class ScriptedAppDelegate: UIResponder, UIApplicationDelegate {
    /// The script object; weak, as it owns this native object.
    weak var script: AnyObject?
    /// Set when the app launches with this delegate: UIKit keeps its delegate for the whole
    /// run, and the application holds only this native object.
    var launchedScript: AnyObject?
    let scriptClassName: String
    let bridge: BridgeState
    let valueOf: (AnyObject?) -> Value

    init(scriptClassName: String, script: AnyObject, bridge: BridgeState, valueOf: @escaping (AnyObject?) -> Value) {
        self.scriptClassName = scriptClassName
        self.script = script
        self.bridge = bridge
        self.valueOf = valueOf
        super.init()
    }

    override var simulatedClassName: String { scriptClassName }

    /// The script's `window` property; nil (and writes ignored) when the script has none,
    /// like the protocol's default implementation.
    var window: UIWindow? {
        get {
            guard let script, HostCallbacks.hasMember(script, "window"), bridge.pendingInterrupt == nil else { return nil }
            do {
                return UIKitHost.native(try HostCallbacks.member(script, "window")) as? UIWindow
            } catch {
                bridge.keep(error)
                return nil
            }
        }
        set {
            guard let script, HostCallbacks.hasMember(script, "window"), bridge.pendingInterrupt == nil else { return }
            do {
                try HostCallbacks.setMember(script, "window", .optional(valueOf(newValue).optionalPayload))
            } catch {
                bridge.keep(error)
            }
        }
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
        let answer = bridge.callOverride(script, fullName, [valueOf(application), .optional(nil)])
        if case .bool(let allowed)? = answer { return allowed }
        return true
    }
}
