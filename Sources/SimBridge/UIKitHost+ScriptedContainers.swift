import SwiftSubset
import UIKitSim

/// Script subclasses of UINavigationController and UITabBarController: their initialisers
/// make scripted natives, and `super` calls reach UIKitSim.
extension UIKitHost {
    func addScriptedContainers() {
        let bridge = bridge
        let host = self
        defineSuperCalls(on: navigationController)
        navigationController.defineInit("init(rootViewController:)") { args, script throws(Interrupt) -> AnyObject in
            let root = try Self.argument(args, 0, as: UIViewController.self, in: "UINavigationController(rootViewController:)")
            let made = bridge.within { () -> UINavigationController in
                if let link = host.scriptLink(for: script) { return ScriptedNavigationController(link: link, rootViewController: root) }
                return UINavigationController(rootViewController: root)
            }
            try bridge.surface()
            return made
        }
        navigationController.defineInit("init()") { _, script throws(Interrupt) -> AnyObject in
            bridge.within { () -> UINavigationController in
                if let link = host.scriptLink(for: script) { return ScriptedNavigationController(link: link) }
                return UINavigationController(nibName: nil, bundle: nil)
            }
        }
        ui.tabBarController.defineInit("init()") { _, script throws(Interrupt) -> AnyObject in
            bridge.within { () -> UITabBarController in
                if let link = host.scriptLink(for: script) { return ScriptedTabBarController(link: link) }
                return UITabBarController()
            }
        }
        // `super.init(nibName: nil, bundle: nil)` from a script's own initialiser.
        for hostClass in [navigationController, ui.tabBarController, ui.tableViewController, ui.splitViewController] {
            if let plain = hostClass.initializers["init()"] {
                hostClass.defineInit("init(nibName:bundle:)") { _, script throws(Interrupt) -> AnyObject in try plain([], script) }
            }
        }
    }
}
