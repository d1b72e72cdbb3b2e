import SwiftSubset
import UIKitSim

extension UIKitHost {
    /// Whether a controller's view is loaded: `isViewLoaded`, `viewIfLoaded`,
    /// `loadViewIfNeeded()`, which loads it without waiting for a window, and assigning `view`.
    func addViewLoading() {
        let bridge = bridge
        let host = self
        viewController.properties["isViewLoaded"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .bool((object as? UIViewController)?.isViewLoaded ?? false)
        })
        viewController.properties["viewIfLoaded"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .optional(host.value((object as? UIViewController)?.viewIfLoaded).optionalPayload)
        })
        // `view = UIView()` in a `loadView` override: the getter as before, plus a setter.
        if let reading = viewController.properties["view"]?.get {
            viewController.properties["view"] = HostProperty.settable(get: reading, set: { object, value throws(Interrupt) in
                let assigned = Self.native(value) as? UIView
                try bridge.perform { (object as? UIViewController)?.view = assigned }
            })
        }
        viewController.define("loadViewIfNeeded()") { object, _ throws(Interrupt) -> Value in
            try bridge.perform { (object as? UIViewController)?.loadViewIfNeeded() }
            return .void
        }
    }
}
