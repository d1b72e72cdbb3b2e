/// Shows one page at a time, asking its data source for the pages before and after.
open class UIPageViewController: UIViewController {
    /// How pages change.
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    /// The axis pages move along.
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    /// Which way a change goes.
    public enum NavigationDirection: Int, Sendable { case forward, reverse }

    /// How pages change.
    public let transitionStyle: TransitionStyle
    /// The axis pages move along.
    public let navigationOrientation: NavigationOrientation
    /// Supplies the pages around the current one.
    open weak var dataSource: UIPageViewControllerDataSource?
    /// Told when a user's swipe finished.
    open weak var delegate: UIPageViewControllerDelegate?

    /// Makes a page view controller; `options` are accepted and ignored.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [String: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The page shown, in a one-element array (nil before the first `setViewControllers`).
    open var viewControllers: [UIViewController]? { children.isEmpty ? nil : children }

    /// Shows `viewControllers[0]` as the page: it becomes the only child at once, the old page
    /// leaves; the pages change on screen when the turn ends, and `completion(true)` runs when
    /// that change ends.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard isAppAlive, let page = viewControllers?.first, page !== children.first,
              !refusesAsChildren([page]) else { return }
        let old = children.first
        old?.deliverWillMove(toParent: nil)
        addChild(page)
        children = [page]
        deferContentChange(shown: old, arriving: [page], leaving: old.map { [$0] } ?? [], animated: animated,
                           completion: completion) { [self] change in
            let target = children.first
            guard isOnScreen, let target, target !== change.shown, !target.appearanceState.isOnScreen else {
                return settleContentChange(change)
            }
            installContent(target)
            runAppearanceTransition(appearing: target, disappearing: outgoingChild(of: change, for: target),
                                    animated: change.animated) { [self] in settleContentChange(change) }
        }
    }

    /// A user's swipe: to the page after (`forward`) or before the current one, if the data
    /// source has one. Returns whether the page changed.
    @discardableResult
    func userSwiped(_ direction: NavigationDirection) -> Bool {
        guard isAppAlive, let current = children.first, let dataSource else { return false }
        let next = direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let next else { return false }
        setViewControllers([next], direction: direction, animated: true) { [weak self] finished in
            guard let self else { return }
            self.delegate?.pageViewController(self, didFinishAnimating: finished,
                                              previousViewControllers: [current], transitionCompleted: true)
        }
        return true
    }

    override var managesChildAppearance: Bool { true }

    override func installContent(_ child: UIViewController) {
        guard let view else { return }
        child.loadViewIfNeeded()
        guard let childView = child.viewIfLoaded else { return }
        childView.frame = view.bounds
        if childView.superview !== view { view.addSubview(childView) }
    }

    override var appearanceChildren: [UIViewController] { children }
}

/// Supplies the pages of a page view controller.
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the start.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil at the end.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
}

/// Told about a page view controller's user-driven changes.
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A swipe's animation finished.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
