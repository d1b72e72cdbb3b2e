/// A rectangle of a view that constraints can refer to (Apple's `UILayoutGuide`): the safe area,
/// the layout margins, the readable content area, the keyboard's place, a scroll view's content
/// and frame, or one a program adds. Each view keeps one guide of each system kind, made on
/// first use.
open class UILayoutGuide: NSObject {
    /// Which guide it is; the system guides' identifiers are UIKit's.
    public enum Kind: Sendable {
        case safeArea, layoutMargins, readableContent, keyboard, custom
        /// A scroll view's guides (Apple, `UIScrollView.contentLayoutGuide`: "The layout guide
        /// based on the untransformed content rectangle of the scroll view";
        /// `frameLayoutGuide`: "… based on the untransformed frame rectangle of the scroll
        /// view"), which storyboards since Xcode 11 write as the scroll view's
        /// `viewLayoutGuide` children keyed `contentLayoutGuide` and `frameLayoutGuide`.
        case scrollContent, scrollFrame

        /// The guide a storyboard's `viewLayoutGuide` (or `keyboardLayoutGuide`) element with
        /// this `key` names.
        init?(storyboardKey key: String) {
            switch key {
            case "safeArea": self = .safeArea
            case "keyboard": self = .keyboard
            case "contentLayoutGuide": self = .scrollContent
            case "frameLayoutGuide": self = .scrollFrame
            default: return nil
            }
        }

        /// The class a program sees.
        public var className: String { self == .keyboard ? "UIKeyboardLayoutGuide" : "UILayoutGuide" }
    }

    public let kind: Kind
    /// The view that owns the guide; weak, as in UIKit.
    public internal(set) weak var owningView: UIView?
    /// A name for debugging (UIKit names its own guides: `UIViewSafeAreaLayoutGuide`...).
    open var identifier: String
    /// The guide's address in descriptions, fixed at creation.
    let simulatedIdentity: ObjectIdentity
    private var anchors: [NSLayoutConstraint.Attribute: NSLayoutAnchor] = [:]

    /// A program's own guide (`UILayoutGuide()`), owned by no view until `addLayoutGuide(_:)`.
    public convenience override init() {
        self.init(kind: .custom, owningView: nil)
    }

    init(kind: Kind, owningView: UIView?) {
        self.kind = kind
        self.owningView = owningView
        identifier = switch kind {
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .layoutMargins: "UIViewLayoutMarginsGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .keyboard: "UIViewKeyboardLayoutGuide"
        case .custom, .scrollContent, .scrollFrame: ""
        }
        simulatedIdentity = Simulation.ambient.register(className: kind.className)
        super.init()
    }

    /// The anchor of one of the guide's attributes (guides have no baselines).
    public func anchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutAnchor {
        if let made = anchors[attribute] { return made }
        let made = NSLayoutAnchor(item: self, attribute: attribute)
        anchors[attribute] = made
        return made
    }

    /// The guide's rectangle in its owning view's coordinates, when it is known without solving
    /// Auto Layout: the safe area of a view whose frame is known. Nil otherwise (the margins,
    /// readable width and keyboard depend on fonts, size classes and the keyboard; a program's
    /// own guide is placed by its constraints).
    open var layoutFrame: CGRect? {
        guard kind == .safeArea, let view = owningView, view.isPlacementKnown else { return nil }
        return view.bounds.inset(by: view.safeAreaInsets)
    }

    open override var description: String {
        "<\(kind.className): \(simulatedIdentity.address) - \"\(identifier)\">"
    }
}

/// The keyboard's place as a layout guide (Apple's `UIKeyboardLayoutGuide`, a
/// `UITrackingLayoutGuide`): constraints handed to `setConstraints(_:activeWhenNearEdge:)` and
/// `setConstraints(_:activeWhenAwayFrom:)` are switched on and off as the keyboard moves. UIKitSim
/// shows no keyboard, so it records them; whether each is active is not known.
public final class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows the keyboard when it is undocked or floating (Apple: false by
    /// default).
    public var followsUndockedKeyboard = false
    /// The constraints given for nearness to an edge, in the order given.
    public private(set) var nearEdgeConstraints: [(edges: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []
    /// The constraints given for distance from edges, in the order given.
    public private(set) var awayFromEdgeConstraints: [(edges: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []

    init(owningView: UIView) {
        super.init(kind: .keyboard, owningView: owningView)
    }

    /// Records constraints the guide activates when it is near `edges`.
    public func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenNearEdge edges: NSDirectionalRectEdge) {
        nearEdgeConstraints.append((edges, constraints))
    }

    /// Records constraints the guide activates when it is away from `edges`.
    public func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenAwayFrom edges: NSDirectionalRectEdge) {
        awayFromEdgeConstraints.append((edges, constraints))
    }

    /// Whether a constraint was handed to the guide to switch.
    public func tracks(_ constraint: NSLayoutConstraint) -> Bool {
        (nearEdgeConstraints + awayFromEdgeConstraints).contains { $0.constraints.contains { $0 === constraint } }
    }
}

/// Edges named by leading and trailing (Apple's `NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
