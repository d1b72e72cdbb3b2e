import SwiftSubset
import UIKitSim

/// `NSLayoutConstraint`, layout guides and Dynamic Type fonts for scripts (the anchors and the
/// views' constraints: UIKitHost+AutoLayout.swift).
extension UIKitHost {
    func addConstraintClass() {
        let bridge = bridge
        let host = self
        let constraint = ui.layoutConstraint
        constraint.describe = { "\($0)" }
        constraint.defineInit("init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)") { args, _ throws(Interrupt) -> AnyObject in
            let member = "NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)"
            guard args.count == 7, let item = Self.native(args[0]) else { throw .fatal("Fatal error: \(member) expects an item") }
            let attributes = Self.namedCases(NSLayoutConstraint.Attribute.self)
            let first = try Self.caseArgument(args, 1, in: member, attributes)
            let relation = try Self.caseArgument(args, 2, in: member, Self.namedCases(NSLayoutConstraint.Relation.self))
            let second = try Self.caseArgument(args, 4, in: member, attributes)
            guard let multiplier = Self.number(args[5]), let constant = Self.number(args[6]) else {
                throw .fatal("Fatal error: \(member) expects numbers for multiplier and constant")
            }
            let made = bridge.within {
                NSLayoutConstraint.made(item: item, attribute: first, relatedBy: relation, toItem: Self.native(args[3]),
                                        attribute: second, multiplier: CGFloat(multiplier), constant: CGFloat(constant))
            }
            try bridge.surface()
            return made
        }
        constraint.properties["firstItem"] = objectProperty(NSLayoutConstraint.self) { $0.firstItem }
        constraint.properties["secondItem"] = objectProperty(NSLayoutConstraint.self) { $0.secondItem }
        constraint.properties["firstAnchor"] = objectProperty(NSLayoutConstraint.self) { NSLayoutAnchor.anchor(of: $0.firstItem, $0.firstAttribute) }
        constraint.properties["secondAnchor"] = objectProperty(NSLayoutConstraint.self) { NSLayoutAnchor.anchor(of: $0.secondItem, $0.secondAttribute) }
        let attributeNames: [(String, (NSLayoutConstraint) -> String)] = [
            ("firstAttribute", { "\($0.firstAttribute)" }), ("secondAttribute", { "\($0.secondAttribute)" }), ("relation", { "\($0.relation)" }),
        ]
        for (name, read) in attributeNames {
            let enumName = name == "relation" ? "NSLayoutConstraint.Relation" : "NSLayoutConstraint.Attribute"
            constraint.propertyTypes[name] = enumName
            constraint.properties[name] = HostProperty(get: { object throws(Interrupt) -> Value in
                (object as? NSLayoutConstraint).flatMap { host.enumValue(enumName, read($0)) } ?? .void
            })
        }
        constraint.properties["multiplier"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .double(Double((object as? NSLayoutConstraint)?.multiplier ?? 1))
        })
        constraint.properties["constant"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                guard let typed = object as? NSLayoutConstraint else { return .double(0) }
                guard let constant = typed.constant else {
                    throw .unsupported("reading the constant of a system-spacing constraint is not supported: UIKit works the spacing out "
                                       + "from the fonts and the system's spacing, which UIKitSim does not know")
                }
                return .double(Double(constant))
            },
            set: { object, value throws(Interrupt) in
                guard let number = Self.number(value) else { throw .fatal("Fatal error: constant expects a number") }
                (object as? NSLayoutConstraint)?.constant = CGFloat(number)
            })
        constraint.propertyTypes["priority"] = "UILayoutPriority"
        constraint.properties["priority"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                host.types.structValue("UILayoutPriority", [.double(Double((object as? NSLayoutConstraint)?.priority ?? 1000))]) ?? .void
            },
            set: { object, value throws(Interrupt) in
                guard let number = Self.priority(value) else { throw .fatal("Fatal error: priority expects a UILayoutPriority") }
                (object as? NSLayoutConstraint)?.priority = Float(number)
            })
        constraint.properties["identifier"] = textProperty(NSLayoutConstraint.self, { $0.identifier }, { $0.identifier = $1 })
        constraint.properties["isActive"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                guard let typed = object as? NSLayoutConstraint else { return .bool(false) }
                if let guide = typed.trackingKeyboardGuide {
                    throw .unsupported("reading isActive of a constraint handed to \(guide) is not supported: the guide switches it "
                                       + "as the keyboard moves, and UIKitSim shows no keyboard")
                }
                return .bool(typed.isActive)
            },
            set: { object, value throws(Interrupt) in
                guard case .bool(let flag) = value.unwrapped else { return }
                try bridge.perform { (object as? NSLayoutConstraint)?.isActive = flag }
            })
        let switching: [(String, ([NSLayoutConstraint]) -> Void)] = [
            ("activate(_:)", { NSLayoutConstraint.activate($0) }), ("deactivate(_:)", { NSLayoutConstraint.deactivate($0) }),
        ]
        for (name, apply) in switching {
            constraint.defineStaticMethod(name) { args throws(Interrupt) -> Value in
                let constraints = try Self.constraints(args, in: "NSLayoutConstraint.\(name)")
                try bridge.perform { apply(constraints) }
                return .void
            }
        }
    }

    func addLayoutGuides() {
        let bridge = bridge
        let guide = ui.layoutGuide
        guide.describe = { "\($0)" }
        guide.defineInit("init()") { _, _ throws(Interrupt) -> AnyObject in bridge.within { UILayoutGuide() } }
        guide.properties["identifier"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in .string((object as? UILayoutGuide)?.identifier ?? "") },
            set: { object, value throws(Interrupt) in (object as? UILayoutGuide)?.identifier = Self.text(value) ?? "" })
        guide.properties["owningView"] = objectProperty(UILayoutGuide.self) { $0.owningView }
        let host = self
        guide.properties["layoutFrame"] = HostProperty(get: { object throws(Interrupt) -> Value in
            guard let typed = object as? UILayoutGuide else { return .void }
            guard let frame = bridge.within({ typed.layoutFrame }) else {
                throw .unsupported("reading layoutFrame of \(typed) is not supported: "
                                   + "UIKitSim does not solve Auto Layout, so this guide's frame is unknown")
            }
            return host.value(frame)
        })
        let guides: [(String, (UIView) -> UILayoutGuide)] = [
            ("safeAreaLayoutGuide", { $0.safeAreaLayoutGuide }), ("layoutMarginsGuide", { $0.layoutMarginsGuide }),
            ("readableContentGuide", { $0.readableContentGuide }), ("keyboardLayoutGuide", { $0.keyboardLayoutGuide }),
        ]
        for (name, read) in guides {
            view.properties[name] = objectProperty(UIView.self, read)
            view.propertyTypes[name] = name == "keyboardLayoutGuide" ? "UIKeyboardLayoutGuide" : "UILayoutGuide"
        }
        view.properties["layoutGuides"] = arrayProperty(UIView.self) { $0.layoutGuides }
        for (name, apply) in [("addLayoutGuide(_:)", UIView.addLayoutGuide), ("removeLayoutGuide(_:)", UIView.removeLayoutGuide)] {
            view.define(name) { object, args throws(Interrupt) -> Value in
                let added = try Self.argument(args, 0, as: UILayoutGuide.self, in: name)
                try bridge.perform { (object as? UIView).map { apply($0)(added) } }
                return .void
            }
        }
        let keyboard = ui.keyboardLayoutGuide
        keyboard.properties["followsUndockedKeyboard"] = boolProperty(
            UIKeyboardLayoutGuide.self, get: { $0.followsUndockedKeyboard }, set: { $0.followsUndockedKeyboard = $1 })
        let tracking: [(String, (UIKeyboardLayoutGuide, [NSLayoutConstraint], NSDirectionalRectEdge) -> Void)] = [
            ("setConstraints(_:activeWhenNearEdge:)", { $0.setConstraints($1, activeWhenNearEdge: $2) }),
            ("setConstraints(_:activeWhenAwayFrom:)", { $0.setConstraints($1, activeWhenAwayFrom: $2) }),
        ]
        for (name, apply) in tracking {
            keyboard.define(name) { object, args throws(Interrupt) -> Value in
                let constraints = try Self.constraints(args, in: name)
                guard args.count > 1 else { throw .fatal("Fatal error: \(name) expects edges") }
                let edges = try Self.options(args[1], Self.directionalEdges, in: name)
                if let guide = object as? UIKeyboardLayoutGuide { bridge.within { apply(guide, constraints, edges) } }
                return .void
            }
        }
    }

    func addStackView() {
        let bridge = bridge
        let stack = ui.stackView
        stack.describe = { "\($0)" }
        defineFrameInits(stack) { UIStackView() }
        stack.defineInit("init(arrangedSubviews:)") { args, _ throws(Interrupt) -> AnyObject in
            guard case .array(let items)? = args.first?.unwrapped else {
                throw .fatal("Fatal error: UIStackView(arrangedSubviews:) expects an array of views")
            }
            let views = items.compactMap { Self.native($0) as? UIView }
            guard views.count == items.count else { throw .fatal("Fatal error: UIStackView(arrangedSubviews:) expects an array of views") }
            return bridge.within { UIStackView(arrangedSubviews: views) }
        }
        enumProperty(stack, "axis", UIStackView.self, enumName: "NSLayoutConstraint.Axis", get: { $0.axis }, set: { $0.axis = $1 })
        enumProperty(stack, "distribution", UIStackView.self, enumName: "UIStackView.Distribution",
                     get: { $0.distribution }, set: { $0.distribution = $1 })
        enumProperty(stack, "alignment", UIStackView.self, enumName: "UIStackView.Alignment",
                     get: { $0.alignment }, set: { $0.alignment = $1 })
        stack.properties["spacing"] = numberProperty(UIStackView.self, get: { Double($0.spacing) }, set: { $0.spacing = CGFloat($1) })
        stack.properties["arrangedSubviews"] = arrayProperty(UIStackView.self) { $0.arrangedSubviews }
        let arranging: [(String, (UIStackView, UIView, Int) -> Void)] = [
            ("addArrangedSubview(_:)", { stack, view, _ in stack.addArrangedSubview(view) }),
            ("removeArrangedSubview(_:)", { stack, view, _ in stack.removeArrangedSubview(view) }),
            ("insertArrangedSubview(_:at:)", { stack, view, index in stack.insertArrangedSubview(view, at: index) }),
        ]
        for (name, apply) in arranging {
            stack.define(name) { object, args throws(Interrupt) -> Value in
                let view = try Self.argument(args, 0, as: UIView.self, in: name)
                let index = args.count > 1 ? Self.integer(args[1]) ?? 0 : 0
                try bridge.perform { (object as? UIStackView).map { apply($0, view, index) } }
                return .void
            }
        }
    }

    func addDynamicType() {
        let host = self
        ui.font.defineStaticMethod("preferredFont(forTextStyle:)") { args throws(Interrupt) -> Value in
            let style = try Self.caseArgument(args, 0, in: "UIFont.preferredFont(forTextStyle:)", Self.namedCases(UIFont.TextStyle.self))
            return host.value(UIFont.preferredFont(forTextStyle: style))
        }
        ui.font.defineInit("init(name:size:)") { args, _ throws(Interrupt) -> AnyObject in
            guard let name = args.first.flatMap(Self.text), args.count > 1, let size = Self.number(args[1]) else {
                throw .fatal("Fatal error: UIFont(name:size:) expects a name and a size")
            }
            guard let font = UIFont(name: name, size: CGFloat(size)) else {
                throw .unsupported("UIFont(name: \"\(name)\", size:) is not supported: whether iOS ships that font is not known to UIKitSim "
                                   + "(it knows \(UIFont.knownFamilies.sorted().joined(separator: ", ")))")
            }
            return font
        }
        let metrics = ui.fontMetrics
        metrics.describe = { _ in "<UIFontMetrics>" }
        metrics.defineInit("init(forTextStyle:)") { args, _ throws(Interrupt) -> AnyObject in
            UIFontMetrics(forTextStyle: try Self.caseArgument(args, 0, in: "UIFontMetrics(forTextStyle:)", Self.namedCases(UIFont.TextStyle.self)))
        }
        metrics.defineStatic("default") { () throws(Interrupt) -> Value in host.value(UIFontMetrics.default) }
        metrics.define("scaledFont(for:)") { object, args throws(Interrupt) -> Value in
            let font = try Self.argument(args, 0, as: UIFont.self, in: "scaledFont(for:)")
            return host.value((object as? UIFontMetrics)?.scaledFont(for: font))
        }
        ui.label.properties["adjustsFontForContentSizeCategory"] = boolProperty(
            UILabel.self, get: { $0.adjustsFontForContentSizeCategory }, set: { $0.adjustsFontForContentSizeCategory = $1 })
    }
}
