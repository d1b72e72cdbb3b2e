import BoundedRelease
/// A rectangle on screen that holds subviews. UIKitSim keeps geometry and the tree; it does
/// not draw pixels.
open class UIView: UIResponder {
    /// The frame in the superview's coordinates. A change of size resizes the subviews by
    /// their `autoresizingMask` (`UIView+Autoresizing`).
    open var frame: CGRect {
        didSet {
            guard oldValue != frame else { return }
            simulation?.windowGeometryChanged()
            if oldValue.size != frame.size { autoresizeSubviews(from: oldValue.size) }
        }
    }
    /// How the frame follows the superview's size; empty (fixed) by default.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether a change of size resizes the subviews by their masks (true by default).
    open var autoresizesSubviews = true
    /// The view's own coordinate space: origin zero, the frame's size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The centre of the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// Subviews, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: UIView?
    /// Hidden views and their subviews are not on screen.
    open var isHidden = false {
        didSet { if oldValue != isHidden { simulation?.windowGeometryChanged() } }
    }
    /// The fill colour; nil is transparent.
    open var backgroundColor: UIColor?
    /// Opacity from 0 to 1.
    open var alpha: CGFloat = 1
    /// The view's Core Animation layer: corner radius and border, recorded (CALayer.swift).
    public let layer = CALayer()
    /// The transform applied to the view, recorded; UIKitSim draws no pixels and does not
    /// change `frame` for it. Apple, `transform`: "The default value of this property is
    /// CGAffineTransformIdentity."
    open var transform = CGAffineTransform.identity
    /// A number to find the view by.
    open var tag = 0
    /// Whether the autoresizing mask places the view (Apple: "By default, the property is set to
    /// true for any view you programmatically create"). False makes Auto Layout place it, which
    /// UIKitSim does not solve: its frame is then unknown (`UIView+AutoLayout.swift`).
    open var translatesAutoresizingMaskIntoConstraints = true
    /// Constraints, anchors and layout guides (`UIView+AutoLayout.swift`).
    public internal(set) lazy var autoLayout = AutoLayoutState()
    /// Whether touches reach the view.
    open var isUserInteractionEnabled = true
    /// The gesture recognizers attached (`UIGestureRecognizer.swift`).
    var attachedRecognizers: [UIGestureRecognizer] = []
    /// How content is fitted to the bounds; recorded, not drawn (UIView+ContentMode.swift).
    open var contentMode: ContentMode = .scaleToFill
    /// The controller whose `view` this is, if any.
    weak var owningController: UIViewController? {
        didSet { if oldValue !== owningController { simulation?.windowGeometryChanged() } }
    }
    /// The window above the view, kept as views are added and removed (`window`).
    private weak var enclosingWindow: UIWindow?
    /// Where the view is in its window, as worked out in the layout pass under way
    /// (`UIView+WindowGeometry.swift`).
    var cachedWindowGeometry: CachedWindowGeometry?

    /// Makes a view with the given frame.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
        isUserInteractionEnabled = Self.takesTouchesByDefault
    }

    /// The default of `isUserInteractionEnabled` for the class (true; false for labels and
    /// image views).
    class var takesTouchesByDefault: Bool { true }

    /// The subviews are freed with bounded stack, so a chain of 10,000 nested views does not
    /// overflow the thread's stack.
    deinit {
        BoundedRelease.drop(&subviews)
    }

    /// Makes a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Archives are not supported; this initialiser exists so that subclasses can be written
    /// as on iOS. It returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The window the view is in: the nearest window among the view and its superviews. It is
    /// kept as views are added and removed, so asking costs nothing however deep the view is.
    open var window: UIWindow? { enclosingWindow }

    /// Tells this view's subtree that it is now in `window` (nil: in none). A window further
    /// down keeps its own subtree. Iterative, since a subtree may be thousands of views deep;
    /// a view already in `window` has its whole subtree there too.
    private func moveSubtree(into window: UIWindow?) {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            guard !(view is UIWindow), view.enclosingWindow !== window else { continue }
            view.enclosingWindow = window
            pending.append(contentsOf: view.subviews)
        }
    }

    open override var next: UIResponder? { owningController ?? superview }

    /// Adds `view` on top of the subviews, taking it from its previous superview.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range).
    open func insertSubview(_ view: UIView, at index: Int) {
        guard isAppAlive, !raisesForCycle(adding: view) else { return }
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.moveSubtree(into: window)
        simulation?.windowGeometryChanged()
        view.owningController?.childViewWasAdded()
    }

    /// Raises what UIKit raises when adding `view` would make the tree a cycle, and says whether
    /// it did (uikit-behaviour.md, "Views"): the view itself is refused with "Can't add self as
    /// subview"; one of the view's ancestors puts its layer in a cycle, which Core Animation
    /// refuses with `CALayerInvalid`.
    func raisesForCycle(adding view: UIView) -> Bool {
        if view === self {
            simulation?.raise(ExceptionName.invalidArgument, "Can't add self as subview")
            return true
        }
        // Only a view with subviews can be an ancestor of this one: adding a new leaf view
        // to a deep chain stays O(1).
        if !view.subviews.isEmpty, isDescendant(of: view) {
            simulation?.raise(ExceptionName.layerInvalid,
                              "layer <CALayer: \(view.simulatedIdentity?.address ?? "0x0")> is a part of cycle in its layer tree")
            return true
        }
        return false
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.dropConstraints(referringToSubtreeAt: self)
        // Apple, `arrangedSubviews`: "Whenever an arranged view's removeFromSuperview() method is
        // called, the stack view removes the view from its arrangedSubviews array."
        (parent as? UIStackView)?.removeArrangedSubview(self)
        let wasOnScreen = parent.window != nil
        parent.subviews.removeAll { $0 === self }
        superview = nil
        moveSubtree(into: nil)
        simulation?.windowGeometryChanged()
        if wasOnScreen { owningController?.childViewWasRemoved() }
    }

    /// Moves `view` to the front of the subviews.
    open func bringSubviewToFront(_ view: UIView) {
        guard subviews.contains(where: { $0 === view }) else { return }
        subviews.removeAll { $0 === view }
        subviews.append(view)
    }

    /// Whether this view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree with the given tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Lays out subviews; the default does nothing (an interpreted subclass is asked first).
    open func layoutSubviews() { _ = overriddenBySubclass("layoutSubviews()") }
    /// Marks the view as needing layout; layout is not simulated beyond controllers' callbacks.
    open func setNeedsLayout() {}
    /// Lays out now if needed.
    open func layoutIfNeeded() { layoutSubviews() }

    /// Whether the view and all its superviews are shown, up to a window.
    var isOnScreen: Bool {
        var view: UIView? = self
        while let current = view {
            if current.isHidden { return false }
            if current is UIWindow { return true }
            view = current.superview
        }
        return false
    }

    /// Calls `layoutSubviews` on this view and its subviews, stopping at views that belong to
    /// another controller (they are laid out in that controller's own pass).
    func layoutOwnSubtree(of controller: UIViewController) {
        guard owningController == nil || owningController === controller else { return }
        layoutSubviews()
        for subview in subviews { subview.layoutOwnSubtree(of: controller) }
    }

    /// All views of the subtree, front-most last (the drawing order).
    var subtreeInDrawingOrder: [UIView] {
        [self] + subviews.flatMap(\.subtreeInDrawingOrder)
    }
}
