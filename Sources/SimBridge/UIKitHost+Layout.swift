import Foundation
import SwiftSubset
import UIKitSim

/// Layout for scripts: safe-area insets and guide, `additionalSafeAreaInsets`,
/// `edgesForExtendedLayout`, trait collections, and the transition coordinator a rotation
/// hands to `viewWillTransition(to:with:)`. UIEdgeInsets, the size classes and
/// UITraitCollection are script values declared by `layoutPrelude` (its `forceTouchCapability`
/// is `.unavailable`: UIKitSim's devices, an iPhone of 393 × 852 points and an iPad, have no
/// 3D Touch, which Apple left out from the iPhone 11 on and never put in iPads; Apple,
/// `UIForceTouchCapability.unavailable`: "3D Touch isn't available on the device"); the safe area's guide is a
/// `UILayoutGuide` object (UIKitHost+Constraints.swift).
extension UIKitHost {
    /// Declared before every program, after the geometry prelude. Parsed once per process.
    static let layout = Prelude(
        layoutPrelude, madeByHost: ["UIEdgeInsets", "UITraitCollection", "UIUserInterfaceSizeClass", "UIUserInterfaceIdiom"])
    static let layoutPrelude = """
    struct UIEdgeInsets: Equatable, CustomStringConvertible {
        var top: CGFloat
        var left: CGFloat
        var bottom: CGFloat
        var right: CGFloat
        init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
            self.top = top; self.left = left; self.bottom = bottom; self.right = right
        }
        static var zero: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
        var description: String { "UIEdgeInsets(top: \\(top), left: \\(left), bottom: \\(bottom), right: \\(right))" }
    }
    enum UIUserInterfaceSizeClass { case unspecified, compact, regular }
    enum UIUserInterfaceIdiom: Int { case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6 }
    enum UIForceTouchCapability { case unknown, unavailable, available }
    struct UITraitCollection: Equatable {
        let horizontalSizeClass: UIUserInterfaceSizeClass
        let verticalSizeClass: UIUserInterfaceSizeClass
        let userInterfaceIdiom: UIUserInterfaceIdiom
        var forceTouchCapability: UIForceTouchCapability { .unavailable }
        init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass) {
            self.horizontalSizeClass = horizontalSizeClass; self.verticalSizeClass = verticalSizeClass
            self.userInterfaceIdiom = .unspecified
        }
        init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass, userInterfaceIdiom: UIUserInterfaceIdiom) {
            self.horizontalSizeClass = horizontalSizeClass; self.verticalSizeClass = verticalSizeClass
            self.userInterfaceIdiom = userInterfaceIdiom
        }
    }

    """

    /// The edges `edgesForExtendedLayout` takes, as scripts write them (`[.top]`, `.all`, `[]`).
    static let rectEdges: [String: UIRectEdge] = [
        "top": .top, "left": .left, "bottom": .bottom, "right": .right, "all": .all,
    ]

    func addLayout(to module: inout HostModule) {
        module.preludes.append(Self.layout)
        module.enums.append(HostEnum(name: "UIRectEdge", cases: ["top", "left", "bottom", "right", "all"]))
        let bridge = bridge
        let host = self
        view.properties["safeAreaInsets"] = HostProperty(get: { object throws(Interrupt) -> Value in
            try Self.refuseUnknownFrame(object as? UIView, reading: "safeAreaInsets")
            return host.value(bridge.within { (object as? UIView)?.safeAreaInsets } ?? .zero)
        })
        viewController.properties["additionalSafeAreaInsets"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in host.value((object as? UIViewController)?.additionalSafeAreaInsets ?? .zero) },
            set: { object, value throws(Interrupt) in
                guard let insets = Self.insets(value) else {
                    throw .fatal("Fatal error: additionalSafeAreaInsets expects a UIEdgeInsets")
                }
                try bridge.perform { (object as? UIViewController)?.additionalSafeAreaInsets = insets }
            })
        viewController.properties["edgesForExtendedLayout"] = optionSetProperty(
            "edgesForExtendedLayout", enumName: "UIRectEdge", Self.rectEdges, order: ["top", "left", "bottom", "right"],
            get: { (controller: UIViewController) in controller.edgesForExtendedLayout },
            set: { $0.edgesForExtendedLayout = $1 })
        viewController.properties["extendedLayoutIncludesOpaqueBars"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in .bool((object as? UIViewController)?.extendedLayoutIncludesOpaqueBars ?? false) },
            set: { object, value throws(Interrupt) in
                if case .bool(let flag) = value.unwrapped { (object as? UIViewController)?.extendedLayoutIncludesOpaqueBars = flag }
            })
        viewController.properties["traitCollection"] = HostProperty(get: { object throws(Interrupt) -> Value in
            host.value(bridge.within { (object as? UIViewController)?.traitCollection } ?? Device.iPhone.traitCollection(in: .portrait))
        })
        viewController.propertyTypes["traitCollection"] = "UITraitCollection"
        // A view in a window has its screen's traits (Apple, `UITraitEnvironment`: traits flow
        // down from the screen through the window); a view outside one has traits UIKitSim
        // does not decide.
        view.properties["traitCollection"] = HostProperty(get: { object throws(Interrupt) -> Value in
            guard let view = object as? UIView, bridge.within({ view.window }) != nil, let screen = bridge.simulation.screen else {
                throw .unsupported("traitCollection of a view outside a window is not supported")
            }
            return host.value(screen.traitCollection)
        })
        view.propertyTypes["traitCollection"] = "UITraitCollection"
        viewController.propertyTypes["additionalSafeAreaInsets"] = "UIEdgeInsets"
        view.propertyTypes["safeAreaInsets"] = "UIEdgeInsets"
        addTransitionCoordinator()
    }

    private func addTransitionCoordinator() {
        let bridge = bridge
        let host = self
        let coordinator = ui.transitionCoordinator
        coordinator.describe = { _ in "<UIViewControllerTransitionCoordinator>" }
        coordinator.define("animate(alongsideTransition:completion:)") { object, args throws(Interrupt) -> Value in
            guard let native = object as? UIViewControllerTransitionCoordinator else { return .bool(false) }
            let animation = args.first?.unwrapped ?? .void
            let completion = args.count > 1 ? args[1].unwrapped : .void
            let call = { (closure: Value) -> ((UIViewControllerTransitionCoordinator) -> Void)? in
                guard case .function = closure else { return nil }
                return { [weak bridge] context in bridge?.callClosure(closure, [host.value(context)]) }
            }
            return .bool(native.animate(alongsideTransition: call(animation), completion: call(completion)))
        }
        coordinator.define("notifyWhenInteractionChanges(_:)") { object, args throws(Interrupt) -> Value in
            guard let native = object as? UIViewControllerTransitionCoordinator,
                  let handler = args.first?.unwrapped, case .function = handler else { return .void }
            native.notifyWhenInteractionChanges { [weak bridge] context in bridge?.callClosure(handler, [host.value(context)]) }
            return .void
        }
        viewController.properties["transitionCoordinator"] = objectProperty(UIViewController.self) { $0.transitionCoordinator }
        let flags: [(String, (UIViewControllerTransitionCoordinator) -> Bool)] = [
            ("isCancelled", { $0.isCancelled }), ("isAnimated", { $0.isAnimated }), ("isInteractive", { $0.isInteractive }),
        ]
        for (name, flag) in flags {
            coordinator.properties[name] = HostProperty(get: { object throws(Interrupt) -> Value in
                .bool((object as? UIViewControllerTransitionCoordinator).map(flag) ?? false)
            })
        }
    }

    /// The script value of an enum case of a host enum or a prelude enum.
    func enumValue(_ typeName: String, _ caseName: String) -> Value? {
        guard let type = types.byName[typeName], let index = type.caseNames.firstIndex(of: caseName) else { return nil }
        return .enumValue(type, caseIndex: index, payload: [])
    }

    /// The script value of native insets.
    func value(_ insets: UIEdgeInsets) -> Value {
        let fields = [insets.top, insets.left, insets.bottom, insets.right].map { Value.double(Double($0)) }
        return types.structValue("UIEdgeInsets", fields) ?? .void
    }

    /// The script value of a trait collection.
    func value(_ traits: UITraitCollection) -> Value {
        let names: [UIUserInterfaceSizeClass: String] = [.unspecified: "unspecified", .compact: "compact", .regular: "regular"]
        let fields = [traits.horizontalSizeClass, traits.verticalSizeClass].map {
            enumValue("UIUserInterfaceSizeClass", names[$0] ?? "unspecified") ?? .void
        }
        let idiom = enumValue("UIUserInterfaceIdiom", "\(traits.userInterfaceIdiom)") ?? .void
        return types.structValue("UITraitCollection", fields + [idiom]) ?? .void
    }

    /// Native insets in a script value; nil when it is not a UIEdgeInsets.
    static func insets(_ value: Value) -> UIEdgeInsets? {
        guard case .structValue(let s) = value.unwrapped, s.type.name == "UIEdgeInsets", s.fields.count == 4 else { return nil }
        let numbers = s.fields.compactMap(number)
        guard numbers.count == 4 else { return nil }
        return UIEdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }

    /// A native trait collection in a script value; nil when it is not one.
    static func traits(_ value: Value) -> UITraitCollection? {
        guard case .structValue(let s) = value.unwrapped, s.type.name == "UITraitCollection", s.fields.count == 3 else { return nil }
        let classes: [String: UIUserInterfaceSizeClass] = ["unspecified": .unspecified, "compact": .compact, "regular": .regular]
        guard let horizontal = caseName(s.fields[0]).flatMap({ classes[$0] }),
              let vertical = caseName(s.fields[1]).flatMap({ classes[$0] }),
              let idiom = caseName(s.fields[2]).flatMap({ name in UIUserInterfaceIdiom.allCases.first { "\($0)" == name } })
        else { return nil }
        return UITraitCollection(horizontalSizeClass: horizontal, verticalSizeClass: vertical, userInterfaceIdiom: idiom)
    }

    /// The script value of a native struct UIKitSim hands to a script override (the size of
    /// `viewWillTransition(to:with:)`, the previous traits of `traitCollectionDidChange`).
    func structValue(_ native: Any) -> Value? {
        switch native {
        case let size as CGSize: value(size)
        case let traits as UITraitCollection: value(traits)
        case let insets as UIEdgeInsets: value(insets)
        case let rect as CGRect: value(rect)
        default: nil
        }
    }
}
