import SwiftSubset
import UIKitSim

/// UIViewController beyond the lifecycle: its settable view, navigation item, presentation
/// style and the containers it sits in.
extension UIKitHost {
    func addControllerExtras() {
        let bridge = bridge
        let host = self
        if let loaded = viewController.properties["view"]?.get {
            viewController.properties["view"] = HostProperty.settable(get: loaded, set: { object, value throws(Interrupt) in
                let newView = Self.native(value) as? UIView
                try bridge.perform { (object as? UIViewController)?.view = newView }
            })
        }
        viewController.properties["isViewLoaded"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .bool((object as? UIViewController)?.isViewLoaded ?? false)
        })
        viewController.properties["children"] = arrayProperty(UIViewController.self) { $0.children }
        viewController.properties["presentedViewController"] = objectProperty(UIViewController.self) { $0.presentedViewController }
        viewController.properties["presentingViewController"] = objectProperty(UIViewController.self) { $0.presentingViewController }
        viewController.properties["tabBarController"] = objectProperty(UIViewController.self) { $0.tabBarController }
        viewController.properties["splitViewController"] = objectProperty(UIViewController.self) { $0.splitViewController }
        viewController.properties["navigationItem"] = objectProperty(UIViewController.self) { $0.navigationItem }
        _ = host
    }
}
