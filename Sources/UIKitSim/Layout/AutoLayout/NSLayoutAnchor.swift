/// One attribute of a view or layout guide, from which constraints are made (Apple's
/// `NSLayoutAnchor`): `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` and `NSLayoutDimension` are
/// its kinds, told apart by `kind`. Each view or guide keeps one anchor per attribute
/// (`anchor(of:_:)`); every constraint made from one is new and inactive.
public final class NSLayoutAnchor: NSObject {
    /// Which axis the anchor is on, named as Apple's classes.
    public enum Kind: String, Sendable {
        case xAxis = "NSLayoutXAxisAnchor", yAxis = "NSLayoutYAxisAnchor", dimension = "NSLayoutDimension"
    }

    /// The view or guide; weak, as in UIKit.
    public private(set) weak var item: AnyObject?
    public let attribute: NSLayoutConstraint.Attribute
    /// The anchor's address in descriptions, fixed at creation.
    let simulatedIdentity: ObjectIdentity

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        simulatedIdentity = Simulation.ambient.register(className: Self.kind(of: attribute).rawValue)
        super.init()
    }

    /// The anchor of a view's or guide's attribute, made on first use and kept by its item.
    public static func anchor(of item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> NSLayoutAnchor? {
        switch item {
        case let view as UIView: view.autoLayout.anchor(attribute, of: view)
        case let guide as UILayoutGuide: guide.anchor(attribute)
        default: nil
        }
    }

    /// The anchor's kind, from its attribute.
    public var kind: Kind { Self.kind(of: attribute) }

    /// The kind of anchor an attribute has.
    public static func kind(of attribute: NSLayoutConstraint.Attribute) -> Kind {
        switch attribute {
        case .width, .height: .dimension
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins: .yAxis
        default: .xAxis
        }
    }

    /// A constraint from this anchor to `other` (nil: to a constant, for dimensions).
    public func constraint(_ relation: NSLayoutConstraint.Relation, to other: NSLayoutAnchor?,
                           multiplier: CGFloat = 1, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item ?? NSNull(), attribute: attribute, relatedBy: relation, toItem: other?.item,
                           attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// A constraint whose constant is the system spacing times `multiplier`
    /// (`constraint(equalToSystemSpacingAfter:multiplier:)` and its kin): the spacing itself is
    /// UIKit's to work out, so the constraint's constant is unknown.
    public func systemSpacingConstraint(_ relation: NSLayoutConstraint.Relation, to other: NSLayoutAnchor,
                                        multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item ?? NSNull(), attribute: attribute, relatedBy: relation, toItem: other.item,
                           attribute: other.attribute, multiplier: 1, constant: nil, systemSpacingMultiplier: multiplier)
    }

    /// `<NSLayoutDimension:0x… "UILabel:0x…'Text'.height">`, as UIKit's exception messages
    /// print an anchor.
    public override var description: String {
        "<\(kind.rawValue):\(simulatedIdentity.address) \"\(Self.itemName(item)).\(attribute.name)\">"
    }

    /// `UILabel:0x…'Text'` for a view (UIKit adds a label's text), `UILayoutGuide:0x…'name'`
    /// for a guide.
    static func itemName(_ item: AnyObject?) -> String {
        switch item {
        case let label as UILabel:
            "\(label.simulatedClassName):\(label.simulatedIdentity?.address ?? "0x0")" + (label.text.map { "'\($0)'" } ?? "")
        case let view as UIView:
            "\(view.simulatedClassName):\(view.simulatedIdentity?.address ?? "0x0")"
        case let guide as UILayoutGuide:
            "\(guide.kind.className):\(guide.simulatedIdentity.address)'\(guide.identifier)'"
        default:
            "nil"
        }
    }

    /// A number as UIKit's descriptions print it: whole numbers without a fraction.
    static func number(_ value: CGFloat) -> String {
        abs(value) < 1e15 && value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
}
