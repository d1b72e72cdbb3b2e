import SwiftSubset
import UIKitSim

/// Makes the script's classes for a storyboard's `customClass`: a scene naming a script
/// subclass of `UIViewController` gets the script object (made with its `init?(coder:)` or
/// `init()`), around a `ScriptedViewController`; a custom segue naming a script subclass of
/// `UIStoryboardSegue` gets one made with `init(identifier:source:destination:)`.
final class ScriptClassResolver: StoryboardClassResolver {
    /// The program's classes, attached when the interpreter has checked them.
    var classes: ScriptClasses?
    private weak var bridge: BridgeState?
    /// The script value of a native object (`UIKitHost.value(_:)`).
    private let valueOf: (AnyObject?) -> Value

    init(bridge: BridgeState, valueOf: @escaping (AnyObject?) -> Value) {
        self.bridge = bridge
        self.valueOf = valueOf
    }

    func makeViewController(className: String) -> UIViewController? {
        guard let classes, let bridge, bridge.pendingInterrupt == nil,
              classes.isScriptClass(className, inheritingFrom: "UIViewController") else { return nil }
        do {
            guard let made = try classes.make(className) else { return nil }
            // UIKit takes the controller: it must keep the script object alive.
            (UIKitHost.native(made) as? any ScriptOwning)?.holdScript(strongly: true)
            return UIKitHost.native(made) as? UIViewController
        } catch {
            bridge.keep(error)
            return nil
        }
    }

    func makeSegue(className: String, identifier: String?, source: UIViewController,
                   destination: UIViewController) -> UIStoryboardSegue? {
        guard let classes, let bridge, bridge.pendingInterrupt == nil,
              classes.isScriptClass(className, inheritingFrom: "UIStoryboardSegue") else { return nil }
        let args: [Value] = [.optional(identifier.map(Value.string)), valueOf(source), valueOf(destination)]
        do {
            guard let made = try classes.make(className, initializer: "init(identifier:source:destination:)", args)
            else { return nil }
            (UIKitHost.native(made) as? any ScriptOwning)?.holdScript(strongly: true)
            return UIKitHost.native(made) as? UIStoryboardSegue
        } catch {
            bridge.keep(error)
            return nil
        }
    }
}
