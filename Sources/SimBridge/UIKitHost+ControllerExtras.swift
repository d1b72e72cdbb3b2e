import Foundation
import SwiftSubset
import UIKitSim

/// UIViewController beyond the lifecycle: its settable view, presentation style, the
/// containers it sits in, `show`, navigation items and bar buttons, and more of
/// UINavigationController.
extension UIKitHost {
    func addControllerExtras() {
        addControllerRelations()
        addShowing()
        addNavigationItems()
        addNavigationExtras()
    }

    private func addControllerRelations() {
        let bridge = bridge
        if let loaded = viewController.properties["view"]?.get {
            viewController.properties["view"] = HostProperty.settable(get: loaded, set: { object, value throws(Interrupt) in
                let newView = Self.native(value) as? UIView
                try bridge.perform { (object as? UIViewController)?.view = newView }
            })
        }
        viewController.properties["isViewLoaded"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .bool((object as? UIViewController)?.isViewLoaded ?? false)
        })
        viewController.properties["viewIfLoaded"] = objectProperty(UIViewController.self) { $0.viewIfLoaded }
        viewController.define("loadViewIfNeeded()") { object, _ throws(Interrupt) -> Value in
            try bridge.perform { (object as? UIViewController)?.loadViewIfNeeded() }
            return .void
        }
        window.properties["isKeyWindow"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .bool(bridge.within { (object as? UIWindow)?.isKeyWindow ?? false })
        })
        viewController.properties["children"] = arrayProperty(UIViewController.self) { $0.children }
        viewController.properties["presentedViewController"] = objectProperty(UIViewController.self) { $0.presentedViewController }
        viewController.properties["presentingViewController"] = objectProperty(UIViewController.self) { $0.presentingViewController }
        viewController.properties["tabBarController"] = objectProperty(UIViewController.self) { $0.tabBarController }
        viewController.properties["splitViewController"] = objectProperty(UIViewController.self) { $0.splitViewController }
        let styles: [String: UIModalPresentationStyle] = [
            "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "currentContext": .currentContext,
            "custom": .custom, "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext,
            "popover": .popover, "none": .none, "automatic": .automatic,
        ]
        let styleNames = Dictionary(uniqueKeysWithValues: styles.map { ($0.value, $0.key) })
        let styleType = types
        viewController.properties["modalPresentationStyle"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                let name = (object as? UIViewController).flatMap { styleNames[$0.modalPresentationStyle] } ?? "automatic"
                guard let t = styleType.byName["UIModalPresentationStyle"], let i = t.caseNames.firstIndex(of: name) else { return .void }
                return .enumValue(t, caseIndex: i, payload: [])
            },
            set: { object, value throws(Interrupt) in
                let style = try Self.caseArgument([value], 0, in: "modalPresentationStyle", styles)
                (object as? UIViewController)?.modalPresentationStyle = style
            })
    }

    private func addShowing() {
        let bridge = bridge
        viewController.define("dismiss(animated:completion:)") { object, args throws(Interrupt) -> Value in
            let completion = args.count > 1 ? args[1].unwrapped : .void
            try bridge.perform {
                (object as? UIViewController)?.dismiss(animated: Self.bool(args, 0)) {
                    if case .function = completion { bridge.callClosure(completion, []) }
                }
            }
            return .void
        }
        for name in ["show(_:sender:)", "showDetailViewController(_:sender:)"] {
            viewController.define(name) { object, args throws(Interrupt) -> Value in
                let shown = try Self.argument(args, 0, as: UIViewController.self, in: name)
                try bridge.perform {
                    guard let controller = object as? UIViewController else { return }
                    if name == "show(_:sender:)" {
                        controller.show(shown, sender: nil)
                    } else {
                        controller.showDetailViewController(shown, sender: nil)
                    }
                }
                return .void
            }
        }
    }

    private func addNavigationItems() {
        let bridge = bridge
        let host = self
        viewController.properties["navigationItem"] = objectProperty(UIViewController.self) { $0.navigationItem }
        let item = ui.navigationItem
        item.describe = { "<UINavigationItem: \(($0 as? UINavigationItem)?.title ?? "nil")>" }
        item.properties["title"] = textProperty(UINavigationItem.self, { $0.title }, { $0.title = $1 })
        item.properties["backButtonTitle"] = textProperty(UINavigationItem.self, { $0.backButtonTitle }, { $0.backButtonTitle = $1 })
        for side in ["rightBarButtonItem", "leftBarButtonItem"] {
            item.properties[side] = HostProperty.settable(
                get: { object throws(Interrupt) -> Value in
                    guard let item = object as? UINavigationItem else { return .optional(nil) }
                    return .optional(host.value(side == "rightBarButtonItem" ? item.rightBarButtonItem : item.leftBarButtonItem).optionalPayload)
                },
                set: { object, value throws(Interrupt) in
                    let button = Self.native(value) as? UIBarButtonItem
                    try bridge.perform {
                        guard let item = object as? UINavigationItem else { return }
                        if side == "rightBarButtonItem" { item.rightBarButtonItem = button } else { item.leftBarButtonItem = button }
                    }
                })
        }
        let bar = ui.barButtonItem
        bar.describe = { "<UIBarButtonItem: \(($0 as? UIBarButtonItem)?.title ?? "nil")>" }
        bar.properties["title"] = textProperty(UIBarButtonItem.self, { $0.title }, { $0.title = $1 })
        let systemItems: [String: UIBarButtonItem.SystemItem] = ["done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add]
        /// A bar button whose tap sends `#selector` to a script target, as UIKit's target-action does.
        let make: (String?, Value, Value) -> UIBarButtonItem = { title, target, selector in
            guard case .selector(let name) = selector, let receiver = Self.scriptTarget(target) else { return UIBarButtonItem(title: title) }
            var made: UIBarButtonItem?
            let action = UIAction { [weak receiver] _ in bridge.sendAction(name, to: receiver, from: host.value(made)) }
            made = UIBarButtonItem(title: title, primaryAction: action)
            return made!
        }
        bar.defineInit("init(title:style:target:action:)") { args, _ throws(Interrupt) -> AnyObject in
            guard args.count == 4 else { throw .fatal("Fatal error: UIBarButtonItem(title:style:target:action:) expects four arguments") }
            return make(Self.text(args[0]), args[2], args[3])
        }
        bar.defineInit("init(barButtonSystemItem:target:action:)") { args, _ throws(Interrupt) -> AnyObject in
            let system = try Self.caseArgument(args, 0, in: "UIBarButtonItem(barButtonSystemItem:target:action:)", systemItems)
            guard args.count == 3 else { throw .fatal("Fatal error: UIBarButtonItem(barButtonSystemItem:target:action:) expects three arguments") }
            return make(UIBarButtonItem(systemItem: system).title, args[1], args[2])
        }
        bar.defineInit("init(title:)") { args, _ throws(Interrupt) -> AnyObject in
            UIBarButtonItem(title: args.first.flatMap(Self.text))
        }
        bar.defineInit("init(systemItem:)") { args, _ throws(Interrupt) -> AnyObject in
            UIBarButtonItem(systemItem: try Self.caseArgument(args, 0, in: "UIBarButtonItem(systemItem:)", systemItems))
        }
    }

    private func addNavigationExtras() {
        let bridge = bridge
        let host = self
        navigationController.define("setViewControllers(_:animated:)") { object, args throws(Interrupt) -> Value in
            let list = try Self.controllers(args.first ?? .void, in: "setViewControllers(_:animated:)")
            try bridge.perform { (object as? UINavigationController)?.setViewControllers(list, animated: Self.bool(args, 1)) }
            return .void
        }
        navigationController.define("popToRootViewController(animated:)") { object, args throws(Interrupt) -> Value in
            let popped = bridge.within { (object as? UINavigationController)?.popToRootViewController(animated: Self.bool(args, 0)) }
            try bridge.surface()
            return .optional(popped.map { .array($0.map { host.value($0) }) })
        }
        navigationController.define("popToViewController(_:animated:)") { object, args throws(Interrupt) -> Value in
            let target = try Self.argument(args, 0, as: UIViewController.self, in: "popToViewController(_:animated:)")
            let popped = bridge.within { (object as? UINavigationController)?.popToViewController(target, animated: Self.bool(args, 1)) }
            try bridge.surface()
            return .optional(popped.map { .array($0.map { host.value($0) }) })
        }
        navigationController.properties["topViewController"] = objectProperty(UINavigationController.self) { $0.topViewController }
        navigationController.properties["visibleViewController"] = objectProperty(UINavigationController.self) { $0.visibleViewController }
    }
}
