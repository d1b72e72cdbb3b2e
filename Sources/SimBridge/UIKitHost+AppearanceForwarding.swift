import SwiftSubset
import UIKitSim

/// A custom container that forwards appearance callbacks to its children by hand: it
/// overrides `shouldAutomaticallyForwardAppearanceMethods` to return false and calls
/// `beginAppearanceTransition(_:animated:)` / `endAppearanceTransition()` on each child
/// (Apple's pages for these three members).
extension UIKitHost {
    func addAppearanceForwarding() {
        let bridge = bridge
        viewController.define("beginAppearanceTransition(_:animated:)") { object, args throws(Interrupt) -> Value in
            try bridge.perform {
                (object as? UIViewController)?.beginAppearanceTransition(Self.bool(args, 0), animated: Self.bool(args, 1))
            }
            return .void
        }
        viewController.define("endAppearanceTransition()") { object, _ throws(Interrupt) -> Value in
            try bridge.perform { (object as? UIViewController)?.endAppearanceTransition() }
            return .void
        }
        // Read-only in UIKit; a subclass overrides its getter (`ScriptLink.overriddenValue`).
        viewController.properties["shouldAutomaticallyForwardAppearanceMethods"] = HostProperty(
            get: { object throws(Interrupt) -> Value in
                .bool(bridge.within { (object as? UIViewController)?.shouldAutomaticallyForwardAppearanceMethods ?? true })
            })
    }
}
