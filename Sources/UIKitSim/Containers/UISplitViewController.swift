/// A primary and a secondary column. Collapsed (one column) on a compact-width device; on a
/// regular-width one (the iPad) expanded, showing the columns its display mode gives: with the
/// default `.automatic`, the secondary alone in portrait and both side by side in landscape
/// (`UISplitViewController+DisplayMode.swift`).
///
/// Collapsing happens when the split view first appears on a compact device: unless the
/// delegate's `splitViewController(_:collapseSecondary:onto:)` answers true, the secondary's
/// content is pushed onto the primary navigation controller (UIKit's default, which is why an
/// iPhone shows the detail first), and `viewControllers` keeps only the primary.
open class UISplitViewController: UIViewController {
    /// Width of the primary column when expanded, in points.
    public static let primaryColumnWidth: CGFloat = 320

    /// Asked how to collapse.
    open weak var delegate: UISplitViewControllerDelegate?
    private var hasCollapsed = false
    /// The iOS 14 style: `.unspecified` for a classic split view (`viewControllers`),
    /// `.doubleColumn`/`.tripleColumn` for a column-style one (`setViewController(_:for:)`).
    public let style: Style
    /// Column style: the navigation controller holding each column's controller.
    var columnWrappers: [Column: UINavigationController] = [:]
    /// Column style: the controller set for each column (what `viewController(for:)` answers).
    var columnContents: [Column: UIViewController] = [:]
    /// The arrangement asked for; `.automatic` (the default) lets the split view choose by the
    /// device and how it is held. Setting it on screen shows or hides the primary at once,
    /// without animation (Apple: animated only inside an animation block).
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { if oldValue != preferredDisplayMode { updateShownColumnsSoon(animated: false) } }
    }
    /// Whether a change of the columns shown waits for the commit (and whether it animates).
    var pendingColumnChange: Bool?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Makes a split view controller of the given style (iOS 14 and later); a column style
    /// takes its controllers through `setViewController(_:for:)`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    /// `[primary, secondary]`.
    open var viewControllers: [UIViewController] {
        get { children }
        set {
            guard isAppAlive, !refusesAsChildren(newValue) else { return }
            for controller in children where !newValue.contains(where: { $0 === controller }) { dropChild(controller) }
            for controller in newValue where controller.parent !== self {
                addChild(controller)
                controller.deliverDidMove(toParent: self)
            }
            children = Array(newValue.prefix(2))
            deferContentChange(shown: nil, animated: false) { [self] _ in
                guard isOnScreen else { return }
                for child in appearanceChildren where !child.appearanceState.isOnScreen {
                    installContent(child)
                    child.runAppearanceTransition(appearing: child, disappearing: nil, animated: false) {}
                }
            }
        }
    }

    /// Whether only one column shows: true on a compact-width device.
    open var isCollapsed: Bool {
        (simulation?.device ?? .iPhone).horizontalSizeClass == .compact
    }

    var primary: UIViewController? { isColumnStyle ? columnWrappers[.primary] : children.first }
    var secondary: UIViewController? {
        if isColumnStyle { return columnWrappers[.secondary].flatMap { $0.parent === self ? $0 : nil } }
        return children.count > 1 ? children[1] : nil
    }

    /// The one controller a collapsed split view shows: the `.compact` column's when a column
    /// style has one, otherwise the primary.
    var collapsedColumnController: UIViewController? {
        (isColumnStyle ? columnWrappers[.compact] : nil) ?? primary
    }

    /// Collapsed: the primary column shows it (a push when the primary is a navigation
    /// controller; a navigation controller given here gives up its top controller for that
    /// push). Expanded: it replaces the secondary column.
    open override func showDetailViewController(_ viewController: UIViewController, sender: Any?) {
        showDetailInColumns(viewController)
    }

    func showDetailInColumns(_ detail: UIViewController) {
        guard isAppAlive else { return }
        if isCollapsed {
            var shown = detail
            if let wrapper = detail as? UINavigationController, let top = wrapper.topViewController {
                wrapper.setViewControllers([], animated: false)
                shown = top
            }
            if let navigation = collapsedColumnController as? UINavigationController {
                navigation.pushViewController(shown, animated: true)
            } else {
                collapsedColumnController?.present(shown, animated: true)
            }
            return
        }
        let old = secondary
        if let old { old.deliverWillMove(toParent: nil) }
        addChild(detail)
        children = [primary, detail].compactMap { $0 }
        deferContentChange(shown: old, arriving: [detail], leaving: old.map { [$0] } ?? [],
                           animated: false) { [self] change in
            guard isOnScreen, !detail.appearanceState.isOnScreen else { return settleContentChange(change) }
            installContent(detail)
            runAppearanceTransition(appearing: detail, disappearing: outgoingChild(of: change, for: detail),
                                    animated: false) { [self] in settleContentChange(change) }
        }
    }

    override var appearanceChildren: [UIViewController] {
        if isCollapsed { return collapsedColumnController.map { [$0] } ?? [] }
        let columns = isColumnStyle ? [primary, secondary].compactMap { $0 } : children
        return showsPrimary ? columns : columns.filter { $0 !== primary }
    }

    override var managesChildAppearance: Bool { true }

    /// Collapses the secondary onto the primary, once, on a compact device.
    private func collapseIfNeeded() {
        guard isCollapsed, !hasCollapsed, let primary, let secondary else { return }
        hasCollapsed = true
        if isColumnStyle { return collapseColumns(secondary: secondary, onto: primary) }
        if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true {
            dropChild(secondary)
            return
        }
        guard let navigation = primary as? UINavigationController else { return }
        dropChild(secondary)
        if let wrapper = secondary as? UINavigationController {
            let moved = wrapper.viewControllers
            wrapper.setViewControllers([], animated: false)
            navigation.setViewControllers(navigation.viewControllers + moved, animated: false)
        } else {
            navigation.pushViewController(secondary, animated: false)
        }
    }

    override func installContent(_ child: UIViewController) {
        collapseIfNeeded()
        guard let view else { return }
        child.loadViewIfNeeded()
        guard let childView = child.viewIfLoaded else { return }
        childView.frame = frame(for: child)
        if childView.superview !== view { view.addSubview(childView) }
        // Over the secondary, the primary's view lies in front of it.
        if displayMode == .oneOverSecondary, !isCollapsed, let primaryView = primary?.viewIfLoaded,
           primaryView.superview === view {
            view.bringSubviewToFront(primaryView)
        }
    }

    override func layoutContent() {
        for child in appearanceChildren { child.viewIfLoaded?.frame = frame(for: child) }
        // A layout after the device turned: the display mode may now show or hide the primary.
        updateShownColumnsSoon(animated: true)
    }

    private func frame(for child: UIViewController) -> CGRect {
        let bounds = viewIfLoaded?.bounds ?? .zero
        if isCollapsed || displayMode != .oneBesideSecondary && child !== primary { return bounds }
        let width = Self.primaryColumnWidth
        return child === primary
            ? CGRect(x: 0, y: 0, width: width, height: bounds.height)
            : CGRect(x: width, y: 0, width: max(0, bounds.width - width), height: bounds.height)
    }
}

/// What a split view controller asks its delegate.
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Asked when collapsing: true means "I handled it" (the secondary is simply dropped);
    /// false (the default) lets UIKit push the secondary's content onto the primary.
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// Column style only (iOS 14): the column to show after collapsing; UIKit proposes
    /// `.secondary`. The default answers the proposed column.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }

    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { proposedTopColumn }
}
