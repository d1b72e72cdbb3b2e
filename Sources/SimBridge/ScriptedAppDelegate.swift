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
    /// Cleared by `tearDown()`: the application keeps its delegate, so these must not keep
    /// the run (its bridge and simulation) alive once the run is over.
    private(set) var bridge: BridgeState?
    private var valueOf: ((AnyObject?) -> Value)?

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
            guard let script, let bridge, HostCallbacks.hasMember(script, "window"), bridge.pendingInterrupt == nil else {
                return nil
            }
            do {
                return UIKitHost.native(try HostCallbacks.member(script, "window")) as? UIWindow
            } catch {
                bridge.keep(error)
                return nil
            }
        }
        set {
            guard let script, let bridge, let valueOf, HostCallbacks.hasMember(script, "window"),
                  bridge.pendingInterrupt == nil else { return }
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
        guard let bridge, let valueOf else { return true }
        let answer = bridge.callOverride(script, fullName, [valueOf(application), .optional(nil)])
        if case .bool(let allowed)? = answer { return allowed }
        return true
    }

    /// Lets go of the script object and the run's bridge when the run is over.
    func tearDown() {
        launchedScript = nil
        bridge = nil
        valueOf = nil
    }
}
