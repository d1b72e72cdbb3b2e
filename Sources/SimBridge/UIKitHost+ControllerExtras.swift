import Foundation
import SwiftSubset
import UIKitSim

/// UIViewController beyond the lifecycle: its settable view, presentation style, the
/// containers it sits in, `show`, present and dismiss with completions, navigation items and
/// bar buttons, and more of
/// UINavigationController.
extension UIKitHost {
    func addControllerExtras() {
        addControllerRelations()
        addShowing()
        addNavigationExtras()
    }

    private func addControllerRelations() {
        let bridge = bridge
        let host = self
        // `super.init(nibName: nil, bundle: nil)` in a script's own `init()`: nibs are not
        // simulated, so this is `init()`.
        if viewController.initializers["init(nibName:bundle:)"] == nil {
            viewController.defineInit("init(nibName:bundle:)") { _, script throws(Interrupt) -> AnyObject in
                try host.initController([], script)
            }
        }
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
        viewController.properties["viewIfLoaded"] = objectProperty(UIViewController.self) { $0.viewIfLoaded }
        viewController.define("loadViewIfNeeded()") { object, _ throws(Interrupt) -> Value in
            try bridge.perform { (object as? UIViewController)?.loadViewIfNeeded() }
            return .void
        }
        let flags: [(String, (UIViewController) -> Bool)] = [
            ("isBeingPresented", { $0.isBeingPresented }), ("isBeingDismissed", { $0.isBeingDismissed }),
            ("isMovingToParent", { $0.isMovingToParent }), ("isMovingFromParent", { $0.isMovingFromParent }),
        ]
        for (name, flag) in flags {
            viewController.properties[name] = HostProperty(get: { object throws(Interrupt) -> Value in
                .bool((object as? UIViewController).map(flag) ?? false)
            })
        }
        window.properties["isKeyWindow"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .bool(bridge.within { (object as? UIWindow)?.isKeyWindow ?? false })
        })
        viewController.properties["presentedViewController"] = objectProperty(UIViewController.self) { $0.presentedViewController }
        viewController.properties["presentingViewController"] = objectProperty(UIViewController.self) { $0.presentingViewController }
        viewController.properties["tabBarController"] = objectProperty(UIViewController.self) { $0.tabBarController }
        viewController.properties["splitViewController"] = objectProperty(UIViewController.self) { $0.splitViewController }
        enumProperty(
            viewController, "modalPresentationStyle", enumName: "UIModalPresentationStyle", Self.presentationStyles,
            get: { (controller: UIViewController) in controller.modalPresentationStyle }, set: { $0.modalPresentationStyle = $1 })
        viewController.properties["hidesBottomBarWhenPushed"] = boolProperty(
            UIViewController.self, get: { $0.hidesBottomBarWhenPushed }, set: { $0.hidesBottomBarWhenPushed = $1 })
        viewController.properties["definesPresentationContext"] = boolProperty(
            UIViewController.self, get: { $0.definesPresentationContext }, set: { $0.definesPresentationContext = $1 })
        enumProperty(
            viewController, "modalTransitionStyle", enumName: "UIModalTransitionStyle", Self.transitionStyles,
            get: { (controller: UIViewController) in controller.modalTransitionStyle }, set: { $0.modalTransitionStyle = $1 })
    }

    static let presentationStyles: [String: UIModalPresentationStyle] = [
        "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "currentContext": .currentContext,
        "custom": .custom, "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext,
        "popover": .popover, "none": .none, "automatic": .automatic,
    ]
    static let transitionStyles: [String: UIModalTransitionStyle] = [
        "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve,
        "partialCurl": .partialCurl,
    ]

    /// The properties UIKit reads that a script subclass may override with a getter
    /// (`override var modalPresentationStyle: UIModalPresentationStyle { .fullScreen }`): the
    /// getter's script value as the native value UIKitSim reads (`ScriptLink`).
    static let overridableProperties: Set<String> = [
        "modalPresentationStyle", "modalTransitionStyle", "hidesBottomBarWhenPushed", "definesPresentationContext",
        "shouldAutomaticallyForwardAppearanceMethods",
    ]

    /// The native value of a script getter's result for one of `overridableProperties`.
    static func nativeValue(of property: String, _ value: Value) -> Any? {
        switch property {
        case "modalPresentationStyle": caseName(value).flatMap { presentationStyles[$0] }
        case "modalTransitionStyle": caseName(value).flatMap { transitionStyles[$0] }
        case "hidesBottomBarWhenPushed", "definesPresentationContext", "shouldAutomaticallyForwardAppearanceMethods":
            if case .bool(let flag) = value.unwrapped { flag } else { nil }
        default: nil
        }
    }

    /// A settable property `member` of `hostClass`, of an enum type named `enumName` in
    /// scripts, whose cases are the keys of `cases`. The property's type is declared too, so an
    /// implicit member compared with it (`x.modalPresentationStyle == .automatic`) resolves
    /// against this enum and no other with a case of that name.
    func enumProperty<Object: AnyObject, Case: Hashable>(
        _ hostClass: HostClass, _ member: String, enumName: String, _ cases: [String: Case],
        get: @escaping (Object) -> Case, set: @escaping (Object, Case) -> Void
    ) {
        let host = self
        hostClass.propertyTypes[member] = enumName
        hostClass.properties[member] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                // The case's name by a search of the few cases: a dictionary keyed by the
                // native enum, made for every run, would cost a first-time conformance scan
                // (`Case: Hashable`) at every run's start.
                guard let typed = object as? Object else { return .void }
                let current = get(typed)
                guard let name = cases.first(where: { $0.value == current })?.key else { return .void }
                return host.enumValue(enumName, name) ?? .void
            },
            set: { object, value throws(Interrupt) in
                let chosen = try Self.caseArgument([value], 0, in: member, cases)
                if let typed = object as? Object { set(typed, chosen) }
            })
    }

    private func addShowing() {
        let bridge = bridge
        // `present` with or without a completion handler (a trailing closure is labelled
        // `completion:` by the module's `trailingClosureLabels`).
        for name in ["present(_:animated:completion:)", "present(_:animated:)"] {
            viewController.define(name) { object, args throws(Interrupt) -> Value in
                let presented = try Self.argument(args, 0, as: UIViewController.self, in: "present(_:animated:completion:)")
                let completion = args.count > 2 ? args[2].unwrapped : .void
                try bridge.perform {
                    (object as? UIViewController)?.present(presented, animated: Self.bool(args, 1)) {
                        if case .function = completion { bridge.callClosure(completion) }
                    }
                }
                return .void
            }
        }
        for name in ["dismiss(animated:completion:)", "dismiss(animated:)"] {
            viewController.define(name) { object, args throws(Interrupt) -> Value in
                let completion = args.count > 1 ? args[1].unwrapped : .void
                try bridge.perform {
                    (object as? UIViewController)?.dismiss(animated: Self.bool(args, 0)) {
                        if case .function = completion { bridge.callClosure(completion) }
                    }
                }
                return .void
            }
        }
        for name in ["show(_:sender:)", "showDetailViewController(_:sender:)"] {
            viewController.define(name) { object, args throws(Interrupt) -> Value in
                let shown = try Self.argument(args, 0, as: UIViewController.self, in: name)
                let sender = NativeValues.native(args.count > 1 ? args[1] : .optional(nil))
                try bridge.perform {
                    guard let controller = object as? UIViewController else { return }
                    if name == "show(_:sender:)" {
                        controller.show(shown, sender: sender)
                    } else {
                        controller.showDetailViewController(shown, sender: sender)
                    }
                }
                return .void
            }
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
        if let stack = navigationController.properties["viewControllers"]?.get {
            navigationController.properties["viewControllers"] = HostProperty.settable(get: stack, set: { object, value throws(Interrupt) in
                let list = try Self.controllers(value, in: "viewControllers")
                try bridge.perform { (object as? UINavigationController)?.viewControllers = list }
            })
        }
        navigationController.properties["topViewController"] = objectProperty(UINavigationController.self) { $0.topViewController }
        navigationController.properties["visibleViewController"] = objectProperty(UINavigationController.self) { $0.visibleViewController }
        navigationController.properties["delegate"] = delegateProperty(
            UINavigationController.self, UINavigationControllerDelegate.self, refusing: Self.navigationAnimationMethods,
            get: { $0.delegate }, set: { $0.delegate = $1 })
    }

    /// The methods of `UINavigationControllerDelegate` a script may implement.
    static let navigationDelegateNames = ["navigationController(_:willShow:animated:)", "navigationController(_:didShow:animated:)"]

    /// The delegate's custom-transition methods, which UIKitSim does not simulate: a delegate
    /// implementing one is refused (``delegateProperty(_:_:refusing:get:set:)``).
    static let navigationAnimationMethods: [(method: String, purpose: String)] = [
        ("navigationController(_:animationControllerFor:from:to:)", "a custom push or pop animation"),
        ("navigationController(_:interactionControllerFor:)", "a custom interactive push or pop"),
    ]
}
