import SwiftSubset
import UIKitSim

extension UIKitHost {
    func addViewController() {
        let bridge = bridge
        let host = self
        viewController.describe = { "\($0)" }
        viewController.initializers["init()"] = host.initController
        viewController.properties["title"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                .optional((object as? UIViewController)?.title.map(Value.string))
            },
            set: { object, value throws(Interrupt) in
                var text: String?
                if case .string(let s) = value { text = s }
                if case .optional(.some(.string(let s))) = value { text = s }
                try bridge.perform { (object as? UIViewController)?.title = text }
            })
        viewController.properties["view"] = HostProperty(get: { object throws(Interrupt) -> Value in
            let view = bridge.within { (object as? UIViewController)?.view }
            try bridge.surface()
            return host.value(view)
        })
        viewController.properties["parent"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .optional(host.value((object as? UIViewController)?.parent).optionalPayload)
        })
        viewController.properties["navigationController"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .optional(host.value((object as? UIViewController)?.navigationController).optionalPayload)
        })
        viewController.define("addChild(_:)") { object, args throws(Interrupt) -> Value in
            let child = try Self.argument(args, 0, as: UIViewController.self, in: "addChild(_:)")
            try bridge.perform { (object as? UIViewController)?.addChild(child) }
            return .void
        }
        viewController.define("removeFromParent()") { object, _ throws(Interrupt) -> Value in
            try bridge.perform { (object as? UIViewController)?.removeFromParent() }
            return .void
        }
    }

    /// The factory behind `UIViewController()` and script subclasses' `init()`.
    func initController(_ args: [Value], _ script: AnyObject) throws(Interrupt) -> AnyObject {
        let made = bridge.within { UIViewController() }
        try bridge.surface()
        return made
    }

    func addNavigationController() {
        let bridge = bridge
        let host = self
        navigationController.describe = { "\($0)" }
        navigationController.define("pushViewController(_:animated:)") { object, args throws(Interrupt) -> Value in
            let pushed = try Self.argument(args, 0, as: UIViewController.self, in: "pushViewController(_:animated:)")
            try bridge.perform { (object as? UINavigationController)?.pushViewController(pushed, animated: Self.bool(args, 1)) }
            return .void
        }
        navigationController.define("popViewController(animated:)") { object, args throws(Interrupt) -> Value in
            let popped = bridge.within { (object as? UINavigationController)?.popViewController(animated: Self.bool(args, 0)) }
            try bridge.surface()
            return .optional(host.value(popped).optionalPayload)
        }
        navigationController.properties["viewControllers"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .array(((object as? UINavigationController)?.viewControllers ?? []).map { host.value($0) })
        })
    }

    func addWindow() {
        let bridge = bridge
        let host = self
        window.describe = { "\($0)" }
        view.describe = { "\($0)" }
        window.defineInit("init()") { _, _ throws(Interrupt) -> AnyObject in
            bridge.within { UIWindow() }
        }
        window.properties["rootViewController"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                .optional(host.value((object as? UIWindow)?.rootViewController).optionalPayload)
            },
            set: { object, value throws(Interrupt) in
                let root = Self.native(value) as? UIViewController
                try bridge.perform { (object as? UIWindow)?.rootViewController = root }
            })
        window.define("makeKeyAndVisible()") { object, _ throws(Interrupt) -> Value in
            try bridge.perform { (object as? UIWindow)?.makeKeyAndVisible() }
            return .void
        }
        window.define("makeKey()") { object, _ throws(Interrupt) -> Value in
            try bridge.perform { (object as? UIWindow)?.makeKey() }
            return .void
        }
    }
}
