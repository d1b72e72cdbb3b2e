import SwiftSubset
import UIKitSim

/// A controller's navigation item and the bar buttons in it, with target–action taps.
extension UIKitHost {
    func addNavigationItems() {
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
        let systemItems = Self.namedCases(UIBarButtonItem.SystemItem.self)
        /// A bar button made by `build` whose tap sends `#selector` to a script target, as UIKit's
        /// target-action does.
        let make: (Value, Value, (UIAction?) -> UIBarButtonItem) -> UIBarButtonItem = { target, selector, build in
            guard case .selector(let name) = selector, let receiver = Self.scriptTarget(target) else { return build(nil) }
            var made: UIBarButtonItem?
            let action = UIAction { [weak receiver] _ in bridge.sendAction(name, to: receiver, from: host.value(made)) }
            made = build(action)
            return made!
        }
        bar.defineInit("init(title:style:target:action:)") { args, _ throws(Interrupt) -> AnyObject in
            guard args.count == 4 else { throw .fatal("Fatal error: UIBarButtonItem(title:style:target:action:) expects four arguments") }
            let title = Self.text(args[0])
            return make(args[2], args[3]) { UIBarButtonItem(title: title, primaryAction: $0) }
        }
        bar.defineInit("init(barButtonSystemItem:target:action:)") { args, _ throws(Interrupt) -> AnyObject in
            let system = try Self.caseArgument(args, 0, in: "UIBarButtonItem(barButtonSystemItem:target:action:)", systemItems)
            guard args.count == 3 else { throw .fatal("Fatal error: UIBarButtonItem(barButtonSystemItem:target:action:) expects three arguments") }
            return make(args[1], args[2]) { UIBarButtonItem(systemItem: system, primaryAction: $0) }
        }
        bar.defineInit("init(image:style:target:action:)") { args, _ throws(Interrupt) -> AnyObject in
            guard args.count == 4 else { throw .fatal("Fatal error: UIBarButtonItem(image:style:target:action:) expects four arguments") }
            let image = Self.native(args[0]) as? UIImage
            return make(args[2], args[3]) { UIBarButtonItem(title: nil, image: image, primaryAction: $0) }
        }
        bar.defineInit("init(title:)") { args, _ throws(Interrupt) -> AnyObject in
            UIBarButtonItem(title: args.first.flatMap(Self.text))
        }
        bar.defineInit("init(systemItem:)") { args, _ throws(Interrupt) -> AnyObject in
            UIBarButtonItem(systemItem: try Self.caseArgument(args, 0, in: "UIBarButtonItem(systemItem:)", systemItems))
        }
    }
}
