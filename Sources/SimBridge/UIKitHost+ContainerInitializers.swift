import SwiftSubset
import UIKitSim

/// UINavigationController's and UITabBarController's initialisers, and the
/// `super.init(nibName:bundle:)` a script subclass's own initialiser calls.
extension UIKitHost {
    func addContainerInitializers() {
        let bridge = bridge
        navigationController.defineInit("init(rootViewController:)") { args, _ throws(Interrupt) -> AnyObject in
            let root = try Self.argument(args, 0, as: UIViewController.self, in: "UINavigationController(rootViewController:)")
            let made = bridge.within { UINavigationController(rootViewController: root) }
            try bridge.surface()
            return made
        }
        navigationController.defineInit("init()") { _, _ throws(Interrupt) -> AnyObject in
            bridge.within { UINavigationController(nibName: nil, bundle: nil) }
        }
        ui.tabBarController.defineInit("init()") { _, _ throws(Interrupt) -> AnyObject in
            bridge.within { UITabBarController() }
        }
        for hostClass in [navigationController, ui.tabBarController, ui.tableViewController, ui.collectionViewController,
                          ui.splitViewController] {
            if let plain = hostClass.initializers["init()"] {
                hostClass.defineInit("init(nibName:bundle:)") { _, script throws(Interrupt) -> AnyObject in try plain([], script) }
            }
        }
    }
}
