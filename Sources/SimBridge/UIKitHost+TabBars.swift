import SwiftSubset
import UIKitSim

/// UITabBarController and the tab bar items of controllers.
extension UIKitHost {
    func addTabBars() {
        let bridge = bridge
        let host = self
        let tabs = ui.tabBarController
        tabs.describe = { "\($0)" }
        tabs.properties["viewControllers"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                guard let list = (object as? UITabBarController)?.viewControllers else { return .optional(nil) }
                return .optional(.array(list.map { host.value($0) }))
            },
            set: { object, value throws(Interrupt) in
                let list: [UIViewController]? = value.unwrapped.isVoid ? nil : try Self.controllers(value, in: "viewControllers")
                try bridge.perform { (object as? UITabBarController)?.viewControllers = list }
            })
        tabs.define("setViewControllers(_:animated:)") { object, args throws(Interrupt) -> Value in
            let given = args.first ?? .void
            let list = given.unwrapped.isVoid ? nil : try Self.controllers(given, in: "setViewControllers(_:animated:)")
            try bridge.perform { (object as? UITabBarController)?.setViewControllers(list, animated: Self.bool(args, 1)) }
            return .void
        }
        tabs.properties["selectedIndex"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in .int((object as? UITabBarController)?.selectedIndex ?? 0) },
            set: { object, value throws(Interrupt) in
                guard let index = Self.integer(value) else { return }
                try bridge.perform { (object as? UITabBarController)?.selectedIndex = index }
            })
        tabs.properties["selectedViewController"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                .optional(host.value((object as? UITabBarController)?.selectedViewController).optionalPayload)
            },
            set: { object, value throws(Interrupt) in
                let selected = Self.native(value) as? UIViewController
                try bridge.perform { (object as? UITabBarController)?.selectedViewController = selected }
            })
        tabs.properties["delegate"] = delegateProperty(UITabBarController.self, UITabBarControllerDelegate.self,
                                                       get: { $0.delegate }, set: { $0.delegate = $1 })
        addTabBarItem()
    }

    private func addTabBarItem() {
        let host = self
        let item = ui.tabBarItem
        item.describe = { "<UITabBarItem: \(($0 as? UITabBarItem)?.title ?? "nil")>" }
        item.defineInit("init(title:image:tag:)") { args, _ throws(Interrupt) -> AnyObject in
            let title = args.first.flatMap(Self.text)
            let tag = args.count > 2 ? Self.integer(args[2]) ?? 0 : 0
            return UITabBarItem(title: title, image: nil, tag: tag)
        }
        item.properties["title"] = textProperty(UITabBarItem.self, { $0.title }, { $0.title = $1 })
        item.properties["badgeValue"] = textProperty(UITabBarItem.self, { $0.badgeValue }, { $0.badgeValue = $1 })
        item.properties["tag"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in .int((object as? UITabBarItem)?.tag ?? 0) },
            set: { object, value throws(Interrupt) in (object as? UITabBarItem)?.tag = Self.integer(value) ?? 0 })
        viewController.properties["tabBarItem"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in host.value((object as? UIViewController)?.tabBarItem) },
            set: { object, value throws(Interrupt) in
                (object as? UIViewController)?.tabBarItem = Self.native(value) as? UITabBarItem
            })
    }
}
