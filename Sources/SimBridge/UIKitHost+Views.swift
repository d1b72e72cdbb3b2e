import Foundation
import SwiftSubset
import UIKitSim

/// UIView's geometry and tree, UILabel, UIColor and UIScreen (buttons: UIKitHost+Controls).
extension UIKitHost {
    func addViews() {
        addViewTree()
        addViewInitializers()
        addLabel()
        addControls()
        addColor()
        addScreen()
    }

    /// `init()` and `init(frame:)` for a view class: each class makes its own kind of view.
    private func defineViewInits(_ hostClass: HostClass, _ make: @escaping (CGRect) -> UIView) {
        let bridge = bridge
        hostClass.defineInit("init()") { _, _ throws(Interrupt) -> AnyObject in bridge.within { make(.zero) } }
        hostClass.defineInit("init(frame:)") { args, _ throws(Interrupt) -> AnyObject in
            let frame = try Self.rectArgument(args, 0, in: "\(hostClass.name)(frame:)")
            return bridge.within { make(frame) }
        }
    }

    private func addViewInitializers() {
        defineViewInits(view) { UIView(frame: $0) }
        defineViewInits(ui.label) { UILabel(frame: $0) }
        defineViewInits(ui.control) { UIControl(frame: $0) }
        defineViewInits(ui.button) { frame in
            let button = UIButton(type: .system)
            button.frame = frame
            return button
        }
        defineViewInits(ui.tableView) { UITableView(frame: $0) }
        defineViewInits(ui.tableViewCell) { UITableViewCell(frame: $0) }
        defineViewInits(ui.collectionViewCell) { UICollectionViewCell(frame: $0) }
        let bridge = bridge
        window.defineInit("init(frame:)") { args, _ throws(Interrupt) -> AnyObject in
            let frame = try Self.rectArgument(args, 0, in: "UIWindow(frame:)")
            return bridge.within { UIWindow(frame: frame) }
        }
    }

    private func addViewTree() {
        let bridge = bridge
        let host = self
        view.properties["frame"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                try Self.refuseUnknownFrame(object as? UIView, reading: "frame")
                return host.value((object as? UIView)?.frame ?? .zero)
            },
            set: { object, value throws(Interrupt) in
                let frame = try Self.rectArgument([value], 0, in: "frame")
                try bridge.perform { (object as? UIView)?.frame = frame }
            })
        view.properties["bounds"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                try Self.refuseUnknownFrame(object as? UIView, reading: "bounds")
                return host.value((object as? UIView)?.bounds ?? .zero)
            },
            set: { object, value throws(Interrupt) in
                let bounds = try Self.rectArgument([value], 0, in: "bounds")
                try bridge.perform { (object as? UIView)?.bounds = bounds }
            })
        view.properties["autoresizingMask"] = optionSetProperty(
            "autoresizingMask", enumName: "UIView.AutoresizingMask", Self.autoresizingOptions, order: Self.autoresizingOrder,
            get: { (view: UIView) in view.autoresizingMask }, set: { $0.autoresizingMask = $1 })
        view.properties["autoresizesSubviews"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in .bool((object as? UIView)?.autoresizesSubviews ?? true) },
            set: { object, value throws(Interrupt) in
                if case .bool(let flag) = value.unwrapped { (object as? UIView)?.autoresizesSubviews = flag }
            })
        view.properties["subviews"] = arrayProperty(UIView.self) { $0.subviews }
        view.properties["superview"] = objectProperty(UIView.self) { $0.superview }
        view.properties["window"] = objectProperty(UIView.self) { $0.window }
        view.properties["backgroundColor"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in .optional(host.value((object as? UIView)?.backgroundColor).optionalPayload) },
            set: { object, value throws(Interrupt) in
                let color = Self.native(value) as? UIColor
                try bridge.perform { (object as? UIView)?.backgroundColor = color }
            })
        view.properties["isHidden"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in .bool((object as? UIView)?.isHidden ?? false) },
            set: { object, value throws(Interrupt) in
                guard case .bool(let hidden) = value else { return }
                try bridge.perform { (object as? UIView)?.isHidden = hidden }
            })
        view.properties["tag"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in .int((object as? UIView)?.tag ?? 0) },
            set: { object, value throws(Interrupt) in (object as? UIView)?.tag = Self.integer(value) ?? 0 })
        view.define("addSubview(_:)") { object, args throws(Interrupt) -> Value in
            let subview = try Self.argument(args, 0, as: UIView.self, in: "addSubview(_:)")
            try bridge.perform { (object as? UIView)?.addSubview(subview) }
            return .void
        }
        view.define("removeFromSuperview()") { object, _ throws(Interrupt) -> Value in
            try bridge.perform { (object as? UIView)?.removeFromSuperview() }
            return .void
        }
        view.define("bringSubviewToFront(_:)") { object, args throws(Interrupt) -> Value in
            let subview = try Self.argument(args, 0, as: UIView.self, in: "bringSubviewToFront(_:)")
            try bridge.perform { (object as? UIView)?.bringSubviewToFront(subview) }
            return .void
        }
        view.define("viewWithTag(_:)") { object, args throws(Interrupt) -> Value in
            let found = bridge.within { (object as? UIView)?.viewWithTag(args.first.flatMap(Self.integer) ?? 0) }
            return .optional(host.value(found).optionalPayload)
        }
    }

    private func addLabel() {
        ui.label.describe = { "\($0)" }
        ui.label.properties["text"] = textProperty(UILabel.self, { $0.text }, { $0.text = $1 })
        ui.label.properties["numberOfLines"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in .int((object as? UILabel)?.numberOfLines ?? 1) },
            set: { object, value throws(Interrupt) in (object as? UILabel)?.numberOfLines = Self.integer(value) ?? 1 })
    }

    private func addColor() {
        let host = self
        ui.color.describe = { ($0 as? UIColor)?.description ?? "UIColor" }
        ui.color.isEqual = { ($0 as? UIColor)?.isEqual($1) ?? false }
        for name in UIColor.standardNames {
            ui.color.defineStatic(name) { () throws(Interrupt) -> Value in host.value(UIColor(standardName: name)) }
        }
        ui.color.defineInit("init(red:green:blue:alpha:)") { args, _ throws(Interrupt) -> AnyObject in
            let parts = args.compactMap(Self.number)
            guard parts.count == 4 else { throw .fatal("Fatal error: UIColor(red:green:blue:alpha:) expects four numbers") }
            return UIColor(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
        }
        ui.color.defineInit("init(white:alpha:)") { args, _ throws(Interrupt) -> AnyObject in
            let parts = args.compactMap(Self.number)
            guard parts.count == 2 else { throw .fatal("Fatal error: UIColor(white:alpha:) expects two numbers") }
            return UIColor(white: parts[0], alpha: parts[1])
        }
    }

    private func addScreen() {
        let bridge = bridge
        let host = self
        ui.screen.describe = { _ in "<UIScreen>" }
        ui.screen.defineStatic("main") { () throws(Interrupt) -> Value in host.value(bridge.within { UIScreen.main }) }
        ui.screen.properties["bounds"] = HostProperty(get: { object throws(Interrupt) -> Value in
            host.value((object as? UIScreen)?.bounds ?? .zero)
        })
        ui.screen.properties["scale"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .double(Double((object as? UIScreen)?.scale ?? 1))
        })
    }
}
