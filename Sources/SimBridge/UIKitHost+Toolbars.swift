import SwiftSubset
import UIKitSim

/// A controller's `toolbarItems` and a navigation controller's toolbar (`isToolbarHidden`,
/// `setToolbarHidden(_:animated:)`); the simulated user taps them with `tap-toolbar-item`.
extension UIKitHost {
    func addToolbars() {
        let bridge = bridge
        let host = self
        let setItems: (AnyObject, Value) throws(Interrupt) -> Void = { object, value throws(Interrupt) in
            let items = try Self.barButtonItems(value, in: "toolbarItems")
            try bridge.perform { (object as? UIViewController)?.toolbarItems = items }
        }
        viewController.properties["toolbarItems"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                guard let items = (object as? UIViewController)?.toolbarItems else { return .optional(nil) }
                return .optional(.array(items.map { host.value($0) }))
            },
            set: setItems)
        viewController.define("setToolbarItems(_:animated:)") { object, args throws(Interrupt) -> Value in
            try setItems(object, args.first ?? .optional(nil))
            return .void
        }
        navigationController.properties["isToolbarHidden"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in .bool((object as? UINavigationController)?.isToolbarHidden ?? true) },
            set: { object, value throws(Interrupt) in
                guard case .bool(let hidden) = value else { return }
                try bridge.perform { (object as? UINavigationController)?.isToolbarHidden = hidden }
            })
        navigationController.define("setToolbarHidden(_:animated:)") { object, args throws(Interrupt) -> Value in
            try bridge.perform { (object as? UINavigationController)?.setToolbarHidden(Self.bool(args, 0), animated: Self.bool(args, 1)) }
            return .void
        }
    }
}
