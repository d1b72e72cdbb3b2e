import SwiftSubset
import UIKitSim

/// UISplitViewController, classic (`viewControllers`) and with columns (`init(style:)`).
extension UIKitHost {
    func addSplitViews() {
        let bridge = bridge
        let host = self
        let split = ui.splitViewController
        split.describe = { "\($0)" }
        let make: (UISplitViewController.Style, AnyObject) -> UISplitViewController = { style, _ in
            style == .unspecified ? UISplitViewController() : UISplitViewController(style: style)
        }
        split.defineInit("init()") { _, script throws(Interrupt) -> AnyObject in bridge.within { make(.unspecified, script) } }
        split.defineInit("init(style:)") { args, script throws(Interrupt) -> AnyObject in
            let style = try Self.caseArgument(args, 0, in: "UISplitViewController(style:)", [
                "unspecified": UISplitViewController.Style.unspecified, "doubleColumn": .doubleColumn, "tripleColumn": .tripleColumn,
            ])
            return bridge.within { make(style, script) }
        }
        split.properties["viewControllers"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                .array(((object as? UISplitViewController)?.viewControllers ?? []).map { host.value($0) })
            },
            set: { object, value throws(Interrupt) in
                let list = try Self.controllers(value, in: "viewControllers")
                try bridge.perform { (object as? UISplitViewController)?.viewControllers = list }
            })
        split.properties["delegate"] = delegateProperty(UISplitViewController.self, UISplitViewControllerDelegate.self,
                                                        get: { $0.delegate }, set: { $0.delegate = $1 })
        enumProperty(split, "preferredDisplayMode", UISplitViewController.self, enumName: "UISplitViewController.DisplayMode",
                     get: { $0.preferredDisplayMode }, set: { $0.preferredDisplayMode = $1 })
        split.propertyTypes["displayMode"] = "UISplitViewController.DisplayMode"
        split.properties["displayMode"] = HostProperty(get: { object throws(Interrupt) -> Value in
            guard let mode = (object as? UISplitViewController)?.displayMode else { return .void }
            return host.enumValue("UISplitViewController.DisplayMode", "\(mode)") ?? .void
        })
        split.properties["isCollapsed"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .bool(bridge.within { (object as? UISplitViewController)?.isCollapsed ?? false })
        })
        let columns: [String: UISplitViewController.Column] = [
            "primary": .primary, "supplementary": .supplementary, "secondary": .secondary, "compact": .compact,
        ]
        split.define("setViewController(_:for:)") { object, args throws(Interrupt) -> Value in
            let column = try Self.caseArgument(args, 1, in: "setViewController(_:for:)", columns)
            let controller = args.first.flatMap { Self.native($0) as? UIViewController }
            try bridge.perform { (object as? UISplitViewController)?.setViewController(controller, for: column) }
            return .void
        }
        split.define("viewController(for:)") { object, args throws(Interrupt) -> Value in
            let column = try Self.caseArgument(args, 0, in: "viewController(for:)", columns)
            return .optional(host.value((object as? UISplitViewController)?.viewController(for: column)).optionalPayload)
        }
        split.define("show(_:)") { object, args throws(Interrupt) -> Value in
            let column = try Self.caseArgument(args, 0, in: "show(_:)", columns)
            try bridge.perform { (object as? UISplitViewController)?.show(column) }
            return .void
        }
    }
}
