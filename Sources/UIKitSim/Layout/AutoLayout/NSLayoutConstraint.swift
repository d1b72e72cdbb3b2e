/// A relationship between two layout attributes, `first = second × multiplier + constant`, as a
/// program observes it: its items and attributes, its values, whether it is active and which view
/// holds it. UIKitSim keeps constraints but does not solve them (`UIView+AutoLayout.swift`).
open class NSLayoutConstraint: NSObject {
    /// The attribute of an item a constraint relates.
    public enum Attribute: Int, Sendable, CaseIterable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline = 12, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// The name Apple's descriptions use (`height`, `centerX`).
        public var name: String { "\(self)" }
    }

    /// A direction of layout (Apple's `NSLayoutConstraint.Axis`).
    public enum Axis: Int, Sendable, CaseIterable {
        case horizontal, vertical
    }

    /// How the two sides compare.
    public enum Relation: Int, Sendable, CaseIterable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        /// `==`, `<=` or `>=`, as Apple's descriptions print the relation.
        public var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// The first item (a view or a layout guide); weak, as in UIKit.
    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    /// The second item, nil for a constant (`equalToConstant:`).
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// The constant. For a system-spacing constraint (`equalToSystemSpacingBelow:…`) UIKit
    /// works it out from the fonts and the system's spacing, which UIKitSim does not know:
    /// `constant` is then nil and `systemSpacingMultiplier` holds the multiplier.
    public var constant: CGFloat?
    /// The multiplier of the system spacing, for a constraint made with a system-spacing method.
    public let systemSpacingMultiplier: CGFloat?
    /// The priority, 1...1000 (Apple: `UILayoutPriority.required` = 1000 by default).
    public var priority: Float = 1000
    /// A name for debugging.
    public var identifier: String?
    /// The view whose `constraints` hold this constraint while it is active.
    public internal(set) weak var holdingView: UIView?
    /// The constraint's address in descriptions, fixed at creation.
    public let simulatedIdentity: ObjectIdentity

    /// Makes an inactive constraint (Apple, `isActive`: "For newly created constraints, the
    /// isActive property is false by default").
    public init(item: AnyObject, attribute: Attribute, relatedBy relation: Relation, toItem: AnyObject?,
                attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat?,
                systemSpacingMultiplier: CGFloat? = nil) {
        firstItem = item
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.systemSpacingMultiplier = systemSpacingMultiplier
        simulatedIdentity = Simulation.ambient.register(className: "NSLayoutConstraint")
        super.init()
    }

    /// A constraint made with the item-and-attribute initialiser. A location attribute related to
    /// a constant raises UIKit's NSInvalidArgumentException (device log quoted at
    /// https://elegant-moonbeam-c40240.netlify.app/docs/ios/library/snapkit: "NSLayoutConstraint
    /// for <UIView: …>: A multiplier of 0 or a nil second item together with a location for the
    /// first attribute creates an illegal constraint of a location equal to a constant. Location
    /// attributes must be specified in pairs."); the constraint is still returned, unused.
    public static func made(item: AnyObject, attribute: Attribute, relatedBy relation: Relation, toItem: AnyObject?,
                            attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat) -> NSLayoutConstraint {
        let made = NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: toItem,
                                      attribute: secondAttribute, multiplier: multiplier, constant: constant)
        if NSLayoutAnchor.kind(of: attribute) != .dimension, toItem == nil || multiplier == 0 {
            view(of: item)?.simulation?.raise(
                ExceptionName.invalidArgument,
                "NSLayoutConstraint for \(item): A multiplier of 0 or a nil second item together with a location for the first attribute "
                + "creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.")
        }
        return made
    }

    /// The keyboard layout guide this constraint was handed to for switching, if any.
    public var trackingKeyboardGuide: UIKeyboardLayoutGuide? {
        for view in [itemViews.first, itemViews.second].compactMap({ $0 }) {
            for candidate in sequence(first: view, next: \.superview) {
                if let guide = candidate.autoLayout.existingGuide(.keyboard) as? UIKeyboardLayoutGuide, guide.tracks(self) { return guide }
            }
        }
        return nil
    }

    /// Whether the constraint is installed in a view. Setting it to true installs it in the
    /// nearest common ancestor of its items' views (Apple, `isActive`: "Activating or
    /// deactivating the constraint calls addConstraint(_:) and removeConstraint(_:) on the view
    /// that is the closest common ancestor of the items managed by this constraint"); items with
    /// no common ancestor raise UIKit's NSGenericException.
    open var isActive: Bool {
        get { holdingView != nil }
        set {
            if newValue { activate() } else { holdingView?.removeConstraint(self) }
        }
    }

    /// Activates each constraint in turn (Apple: "typically more efficient than activating each
    /// constraint individually"; the effect is the same).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The views the items stand for: a view itself, a layout guide's owning view.
    var itemViews: (first: UIView?, second: UIView?) {
        (Self.view(of: firstItem), Self.view(of: secondItem))
    }

    static func view(of item: AnyObject?) -> UIView? {
        switch item {
        case let view as UIView: view
        case let guide as UILayoutGuide: guide.owningView
        default: nil
        }
    }

    private func activate() {
        guard holdingView == nil, let first = itemViews.first else { return }
        guard let second = itemViews.second else {
            first.addConstraint(self)
            return
        }
        guard let ancestor = first.nearestCommonAncestor(with: second) else {
            let anchors = [NSLayoutAnchor.anchor(of: firstItem, firstAttribute), NSLayoutAnchor.anchor(of: secondItem, secondAttribute)]
            first.simulation?.raise(ExceptionName.generic,
                                    "Unable to activate constraint with anchors \(anchors[0].map { "\($0)" } ?? "nil") and "
                                    + "\(anchors[1].map { "\($0)" } ?? "nil") because they have no common ancestor.  "
                                    + "Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
            return
        }
        ancestor.addConstraint(self)
    }

    /// `<NSLayoutConstraint:0x… 'name' UILabel:0x…'Text'.height == 88   (active)>`, as UIKit
    /// describes a constraint.
    open override var description: String {
        let first = "\(NSLayoutAnchor.itemName(firstItem)).\(firstAttribute.name)"
        var right: [String] = []
        if let secondItem {
            let multiplied = multiplier == 1 ? "" : "\(Double(multiplier))*"
            right.append("\(multiplied)\(NSLayoutAnchor.itemName(secondItem)).\(secondAttribute.name)")
        }
        if let systemSpacingMultiplier {
            right.append("\(Double(systemSpacingMultiplier))*system spacing")
        } else if let constant, constant != 0 || secondItem == nil {
            right.append(NSLayoutAnchor.number(constant))
        }
        let named = identifier.map { "'\($0)' " } ?? ""
        return "<NSLayoutConstraint:\(simulatedIdentity.address) \(named)\(first) \(relation.symbol) \(right.joined(separator: " + "))"
            + "   (\(isActive ? "active" : "inactive"))>"
    }
}
