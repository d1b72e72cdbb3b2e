/// A stack of controllers under a navigation bar. Pushing and popping run the appearance and
/// containment callbacks in UIKit's order (uikit-behaviour.md, "Appearance").
open class UINavigationController: UIViewController {
    /// The bar at the top, showing the top controller's title and the back button.
    public private(set) lazy var navigationBar = UINavigationBar(navigationController: self)
    /// The delegate told before and after a controller is shown.
    open weak var delegate: UINavigationControllerDelegate?
    /// The top controller the delegate was last told it showed (`didShow`), so that the
    /// navigation controller's own appearance tells the delegate only of a top it has not
    /// shown yet (the root's first appearance, a stack set while off screen).
    weak var announcedTop: UIViewController?
    /// The top announced with `willShow` when the navigation controller appeared, until its `didShow`.
    weak var announcingTop: UIViewController?
    /// Whether the next stack transition is the user's completed swipe back (its coordinator
    /// is interactive until the finger lets go).
    var nextPopIsInteractive = false
    /// Whether the bar is hidden.
    open var isNavigationBarHidden = false {
        didSet { if oldValue != isNavigationBarHidden { simulation?.windowGeometryChanged() } }
    }
    /// Whether a tap in the content toggles the bars; recorded (the course's actions tap only
    /// controls, rows and bar buttons, which handle their taps, so it never applies).
    open var hidesBarsOnTap = false
    /// Whether the toolbar (the top controller's `toolbarItems`) is hidden, as it is by default.
    open var isToolbarHidden = true

    /// Makes a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        guard isAppAlive, validateForPush(rootViewController) else { return }
        addChild(rootViewController)
        rootViewController.deliverDidMove(toParent: self)
        // The root's first appearance still counts as joining its parent: on a device its
        // `isMovingToParent` is true in that first viewWillAppear (a device log printing the
        // flags of a navigation controller's root and of a pushed and a presented controller:
        // bamboo-hero.com/entry/is-moving-to-from-parent, 2021). The flag clears when that
        // appearance ends, as a pushed controller's does.
        rootViewController.movingToParent = true
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The stack, root first.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { children.last }

    /// The top of the stack, or what is presented over the navigation controller itself.
    open var visibleViewController: UIViewController? {
        presentedController ?? topViewController
    }

    /// Shows or hides the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// Shows or hides the bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
        setNeedsLayoutPass()
    }

    /// Pushes `viewController` on the stack: `viewControllers` changes at once, the new top
    /// appears when the turn ends (``deferContentChange``).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard isAppAlive, validateForPush(viewController), !refusesAsChildren([viewController]) else { return }
        let oldTop = topViewController
        addChild(viewController)
        changeStack(shown: oldTop, arriving: [viewController], leaving: [], animated: animated)
    }

    /// Pops the top controller; returns it, or nil when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard isAppAlive, children.count > 1 else { return nil }
        return pop(to: children[children.count - 2], animated: animated).last
    }

    /// Pops everything above the root; returns what was popped.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard isAppAlive, let root = children.first else { return nil }
        return pop(to: root, animated: animated)
    }

    /// Pops everything above `viewController`, which must be in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard isAppAlive else { return nil }
        guard children.contains(where: { $0 === viewController }) else {
            simulation?.raise(ExceptionName.internalInconsistency, "Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        return pop(to: viewController, animated: animated)
    }

    /// Replaces the stack. Controllers leaving it get willMove(toParent: nil) now and
    /// didMove(toParent: nil) when the change ends; new ones willMove/didMove(toParent: self);
    /// only the old and new tops get appearance callbacks, when the turn ends.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard isAppAlive, !refusesAsChildren(viewControllers) else { return }
        for controller in viewControllers where controller is UINavigationController {
            _ = validateForPush(controller)
            return
        }
        let oldTop = topViewController
        let leaving = children.filter { old in !viewControllers.contains { $0 === old } }
        let arriving = viewControllers.filter { new in !children.contains { $0 === new } }
        for controller in arriving { addChild(controller) }
        for controller in leaving { controller.deliverWillMove(toParent: nil) }
        children = viewControllers
        changeStack(shown: oldTop, arriving: arriving, leaving: leaving, animated: animated)
    }

    /// A navigation controller shows by pushing.
    open override func show(_ viewController: UIViewController, sender: Any?) {
        pushViewController(viewController, animated: true)
    }

    /// The default view holds the navigation bar.
    open override func loadView() {
        if overriddenBySubclass("loadView()") { return }
        view = UIView(frame: defaultViewFrame)
        view.addSubview(navigationBar)
    }

    // MARK: - Container hooks

    override var appearanceChildren: [UIViewController] {
        topViewController.map { [$0] } ?? []
    }

    override var managesChildAppearance: Bool { true }

    override func childWillAppearWithContainer(_ child: UIViewController, animated: Bool) {
        guard child !== announcedTop else { return }
        announcingTop = child
        delegate?.navigationController(self, willShow: child, animated: animated)
    }

    override func childDidAppearWithContainer(_ child: UIViewController, animated: Bool) {
        guard child === announcingTop else { return }
        announcingTop = nil
        announcedTop = child
        delegate?.navigationController(self, didShow: child, animated: animated)
    }

    override func installContent(_ child: UIViewController) {
        guard let view else { return }
        child.loadViewIfNeeded()
        guard let childView = child.viewIfLoaded else { return }
        layoutBar()
        childView.frame = contentFrame(for: child)
        if childView.superview !== view { view.addSubview(childView) }
        updateBottomBar()
    }

    override func layoutContent() {
        layoutBar()
        if let top = topViewController { top.viewIfLoaded?.frame = contentFrame(for: top) }
        updateBottomBar()
    }

    /// A new top that hides the bottom bar (or shows it again): the tab bar controller hides
    /// or shows its bar, and lays out again.
    private func updateBottomBar() {
        guard let tabs = parent as? UITabBarController, tabs.displayedController === self,
              tabs.tabBar.isHidden != tabs.hidesBarForTopController else { return }
        tabs.tabBar.isHidden = tabs.hidesBarForTopController
        tabs.setNeedsLayoutPass()
    }

    /// The bar sits at the top of the container's safe area (under the status bar).
    private func layoutBar() {
        guard let view = viewIfLoaded else { return }
        let orientation = simulation?.orientation ?? .portrait
        let height = simulation?.device.navigationBarHeight(in: orientation) ?? 44
        navigationBar.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: height)
        navigationBar.isHidden = isNavigationBarHidden
    }

    /// The frame of `child`'s view: the whole container when it extends under the bar (by
    /// default, since iOS 7), else the area below the bar.
    func contentFrame(for child: UIViewController) -> CGRect {
        let bounds = viewIfLoaded?.bounds ?? .zero
        guard !isNavigationBarHidden,
              !extendsUnderBar(child, on: .top, translucent: navigationBar.isTranslucent) else { return bounds }
        let top = navigationBar.frame.maxY
        return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
    }

    /// A child keeps clear of the bar: its safe area starts below it.
    override func childSafeRect(_ rect: CGRect, for child: UIViewController) -> CGRect {
        guard !isNavigationBarHidden, viewIfLoaded?.window != nil else { return rect }
        let barBottom = navigationBar.frameInWindow.maxY
        guard barBottom > rect.minY else { return rect }
        return CGRect(x: rect.minX, y: barBottom, width: rect.width, height: max(0, rect.maxY - barBottom))
    }

    // MARK: - Helpers

    private func validateForPush(_ viewController: UIViewController) -> Bool {
        if viewController is UINavigationController {
            simulation?.raise(ExceptionName.invalidArgument, "Pushing a navigation controller is not supported")
            return false
        }
        if children.contains(where: { $0 === viewController }) {
            simulation?.raise(ExceptionName.invalidArgument,
                              "Pushing the same view controller instance more than once is not supported (\(viewController))")
            return false
        }
        return true
    }

    /// Pops down to `target`: every controller above it leaves (willMove(nil) now, didMove(nil)
    /// when the change ends); the old top disappears and `target` appears when the turn ends.
    private func pop(to target: UIViewController, animated: Bool) -> [UIViewController] {
        guard let index = children.firstIndex(where: { $0 === target }), index < children.count - 1 else { return [] }
        let popped = Array(children[(index + 1)...])
        for controller in popped.reversed() { controller.deliverWillMove(toParent: nil) }
        children.removeSubrange((index + 1)...)
        changeStack(shown: popped.last, arriving: [], leaving: popped, animated: animated)
        return popped
    }

    private func changeStack(shown: UIViewController?, arriving: [UIViewController],
                             leaving: [UIViewController], animated: Bool) {
        deferContentChange(shown: shown, arriving: arriving, leaving: leaving, animated: animated) { [self] change in
            startStackTransition(change)
        }
    }

    /// The view work of the turn's stack changes (UIKit's `_startDeferredTransitionIfNeeded:`):
    /// the delegate's willShow, the new top's view, the appearance transition from the top that
    /// was shown; the change settles when the transition ends.
    private func startStackTransition(_ change: PendingContentChange) {
        let target = topViewController
        let interactive = nextPopIsInteractive
        nextPopIsInteractive = false
        guard isOnScreen, target !== change.shown, target?.appearanceState.isOnScreen != true else {
            return settleStack(change)
        }
        let outgoing = outgoingChild(of: change, for: target)
        let animated = change.animated
        // The coordinator exists when the delegate hears willShow (delegates commonly ask
        // `transitionCoordinator` there).
        let coordinator = TransitionCoordinator(animated: animated, interactive: interactive && target != nil)
        coordinator.begin(for: [self])
        if let target {
            delegate?.navigationController(self, willShow: target, animated: animated)
            target.loadViewIfNeeded()
        }
        let returning = target.map { top in !change.arriving.contains { $0 === top } } ?? false
        let install = { [self] in
            guard let target else { return }
            installContent(target)
            if returning, let targetView = target.viewIfLoaded, let oldView = outgoing?.viewIfLoaded,
               oldView.superview === view {
                view.insertSubview(targetView, at: view.subviews.firstIndex { $0 === oldView } ?? 0)
            }
        }
        runAppearanceTransition(appearing: target, disappearing: outgoing, animated: animated,
                                coordinator: coordinator, install: install) { [self] in
            settleStack(change)
            if let target {
                announcedTop = target
                delegate?.navigationController(self, didShow: target, animated: animated)
            }
        }
    }

    private func settleStack(_ change: PendingContentChange) {
        if let shown = change.shown, shown !== topViewController { shown.loadedView?.removeFromSuperview() }
        settleContentChange(change)
    }
}

/// What a navigation controller tells its delegate.
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before `viewController` is shown.
    func navigationController(_ navigationController: UINavigationController,
                              willShow viewController: UIViewController, animated: Bool)
    /// Called after `viewController` was shown.
    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
}
