import SwiftSubset
import UIKitSim

extension UIKitHost {
    /// Whether a controller's view is loaded: `isViewLoaded`, `viewIfLoaded`, and
    /// `loadViewIfNeeded()`, which loads it without waiting for a window.
    func addViewLoading() {
        let bridge = bridge
        let host = self
        viewController.properties["isViewLoaded"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .bool((object as? UIViewController)?.isViewLoaded ?? false)
        })
        viewController.properties["viewIfLoaded"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .optional(host.value((object as? UIViewController)?.viewIfLoaded).optionalPayload)
        })
        viewController.define("loadViewIfNeeded()") { object, _ throws(Interrupt) -> Value in
            try bridge.perform { (object as? UIViewController)?.loadViewIfNeeded() }
            return .void
        }
    }
}
