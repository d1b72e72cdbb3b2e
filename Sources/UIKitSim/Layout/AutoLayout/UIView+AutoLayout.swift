/// What a view keeps for Auto Layout: the constraints it holds, its anchors and its layout
/// guides. UIKitSim does not solve constraints: a frame that depends on them is unknown
/// (`isFrameKnown`), and whoever shows a frame must say so instead of printing a number.
public final class AutoLayoutState {
    /// The constraints this view holds (Apple, `UIView.constraints`), in the order added.
    public internal(set) var constraints: [NSLayoutConstraint] = []
    /// The guides a program added (`addLayoutGuide(_:)`).
    public internal(set) var layoutGuides: [UILayoutGuide] = []
    /// Guides a storyboard made for the view's controller (its top and bottom layout guides),
    /// kept here since constraints hold their items weakly.
    var controllerGuides: [UILayoutGuide] = []
    /// Whether `sizeToFit()` gave the view the size of its content, which UIKitSim does not
    /// measure (`UIView+SizeToFit.swift`): its frame is unknown from then on.
    var sizedToFitContent = false
    private var anchors: [NSLayoutConstraint.Attribute: NSLayoutAnchor] = [:]
    private var systemGuides: [UILayoutGuide.Kind: UILayoutGuide] = [:]

    func anchor(_ attribute: NSLayoutConstraint.Attribute, of view: UIView) -> NSLayoutAnchor {
        if let made = anchors[attribute] { return made }
        let made = NSLayoutAnchor(item: view, attribute: attribute)
        anchors[attribute] = made
        return made
    }

    /// The view's guide of that kind if it was ever asked for.
    func existingGuide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide? { systemGuides[kind] }

    func guide(_ kind: UILayoutGuide.Kind, of view: UIView) -> UILayoutGuide {
        if let made = systemGuides[kind] { return made }
        let made = kind == .keyboard ? UIKeyboardLayoutGuide(owningView: view) : UILayoutGuide(kind: kind, owningView: view)
        systemGuides[kind] = made
        return made
    }
}

extension UIView {
    /// The constraints this view holds.
    public var constraints: [NSLayoutConstraint] { autoLayout.constraints }

    /// The anchor of one of the view's attributes (`leadingAnchor`, `heightAnchor`...).
    public func anchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutAnchor {
        autoLayout.anchor(attribute, of: self)
    }

    /// The guide of the layout margins (Apple, `layoutMarginsGuide`).
    public var layoutMarginsGuide: UILayoutGuide { autoLayout.guide(.layoutMargins, of: self) }
    /// The guide of a readable line width (Apple, `readableContentGuide`).
    public var readableContentGuide: UILayoutGuide { autoLayout.guide(.readableContent, of: self) }
    /// The guide of the keyboard's place (Apple, `keyboardLayoutGuide`, iOS 15).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        // swiftlint:disable:next force_cast
        autoLayout.guide(.keyboard, of: self) as! UIKeyboardLayoutGuide
    }
    /// The safe area as a guide, one object per view.
    public var safeAreaLayoutGuide: UILayoutGuide { autoLayout.guide(.safeArea, of: self) }
    /// The guides a program added.
    public var layoutGuides: [UILayoutGuide] { autoLayout.layoutGuides }

    /// Makes the view own `guide` (Apple, `addLayoutGuide(_:)`).
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        autoLayout.layoutGuides.append(guide)
    }

    /// Stops owning `guide`.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        autoLayout.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// Holds `constraint`, taking it from the view that held it (Apple, `addConstraint(_:)`);
    /// the constraint is then active.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard isAppAlive, constraint.holdingView !== self else { return }
        constraint.holdingView?.removeConstraint(constraint)
        autoLayout.constraints.append(constraint)
        constraint.holdingView = self
    }

    /// Holds each constraint.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Stops holding `constraint`; it is then inactive.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holdingView === self else { return }
        autoLayout.constraints.removeAll { $0 === constraint }
        constraint.holdingView = nil
    }

    /// Stops holding each constraint.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// The nearest view that is both this view or one of its superviews and `other` or one of
    /// its superviews.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors: [ObjectIdentifier] = []
        var current: UIView? = self
        while let view = current {
            ancestors.append(ObjectIdentifier(view))
            current = view.superview
        }
        let mine = Set(ancestors)
        current = other
        while let view = current {
            if mine.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    /// Removes, from this view and its superviews, the constraints that refer to a view of the
    /// subtree at `root` (Apple, `removeFromSuperview()`: "Calling this method removes any
    /// constraints that refer to the view you are removing, or that refer to any view in the
    /// subtree of the view you are removing"). Called before `root` leaves this view.
    func dropConstraints(referringToSubtreeAt root: UIView) {
        var current: UIView? = self
        while let holder = current {
            for constraint in holder.autoLayout.constraints {
                let views = constraint.itemViews
                if [views.first, views.second].contains(where: { $0?.isDescendant(of: root) ?? false }) {
                    holder.removeConstraint(constraint)
                }
            }
            current = holder.superview
        }
    }

    /// Whether the frame is what the program set or autoresizing made it, so it can be shown:
    /// false for a view placed by Auto Layout (`translatesAutoresizingMaskIntoConstraints`
    /// false, in a superview; a stack view's arranged view) and for a view that resizes with a superview whose size is
    /// unknown. UIKitSim does not solve constraints, so such a frame is never shown as a number.
    public var isFrameKnown: Bool {
        var view: UIView? = self
        while let current = view {
            if current.autoLayout.sizedToFitContent { return false }
            guard let parent = current.superview else { break }
            if !current.translatesAutoresizingMaskIntoConstraints { return false }
            if let cell = parent as? UITableViewCell, cell.contentViewIfMade === current, cell.accessoryType != .none { return false }
            if let stack = parent as? UIStackView, stack.arranges(current) { return false }
            if current is UITableViewCell, let table = parent as? UITableView {
                return !table.hasAutomaticRowHeight && table.isFrameKnown
            }
            guard !current.autoresizingMask.isDisjoint(with: [.flexibleWidth, .flexibleHeight, .flexibleLeftMargin,
                                                                 .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin])
            else { return true }
            view = parent
        }
        return true
    }

    /// Whether the view's place in its window is known: its frame and every superview's are
    /// (the safe area and the window coordinates depend on all of them).
    public var isPlacementKnown: Bool {
        sequence(first: self, next: \.superview).allSatisfy(\.isFrameKnown)
    }

    /// Why a frame cannot be shown, in the words the bridge and the hierarchy print use.
    public static let unknownFrameReason = "UIKitSim does not solve Auto Layout, so this view's frame is unknown"
}
