/// A stack of controllers under a navigation bar. Pushing and popping run the appearance and
/// containment callbacks in UIKit's order (uikit-behaviour.md, "Appearance").
open class UINavigationController: UIViewController {
    /// The bar at the top, showing the top controller's title and the back button.
    public private(set) lazy var navigationBar = UINavigationBar(navigationController: self)
    /// The delegate told before and after a controller is shown.
    open weak var delegate: UINavigationControllerDelegate?
    /// Whether the bar is hidden.
    open var isNavigationBarHidden = false

    /// Makes a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        guard isAppAlive, validateForPush(rootViewController) else { return }
        addChild(rootViewController)
        rootViewController.deliverDidMove(toParent: self)
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

    /// Shows or hides the bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// Pushes `viewController` on the stack; it appears over the old top.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard isAppAlive, validateForPush(viewController), !refusesAsChildren([viewController]) else { return }
        let oldTop = topViewController
        addChild(viewController)
        guard isOnScreen else {
            oldTop?.loadedView?.removeFromSuperview()
            viewController.deliverDidMove(toParent: self)
            return
        }
        delegate?.navigationController(self, willShow: viewController, animated: animated)
        viewController.loadViewIfNeeded()
        runAppearanceTransition(appearing: viewController, disappearing: oldTop, animated: animated,
                                install: { [self] in installContent(viewController) }) { [self] in
            if topViewController !== oldTop { oldTop?.loadedView?.removeFromSuperview() }
            viewController.deliverDidMove(toParent: self)
            delegate?.navigationController(self, didShow: viewController, animated: animated)
        }
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

    /// Replaces the stack. Controllers leaving it get willMove/didMove(toParent: nil), new ones
    /// willMove/didMove(toParent: self); only the old and new tops get appearance callbacks.
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
        let newTop = viewControllers.last
        let finish = { [self] in
            for controller in leaving where controller.parent === self {
                controller.loadedView?.removeFromSuperview()
                controller.parent = nil
                controller.deliverDidMove(toParent: nil)
            }
            if let oldTop, oldTop !== topViewController { oldTop.loadedView?.removeFromSuperview() }
            for controller in arriving { controller.deliverDidMove(toParent: self) }
        }
        guard isOnScreen, newTop !== oldTop else {
            finish()
            return
        }
        if let newTop {
            delegate?.navigationController(self, willShow: newTop, animated: animated)
            newTop.loadViewIfNeeded()
        }
        runAppearanceTransition(appearing: newTop, disappearing: oldTop, animated: animated,
                                install: { [self] in if let newTop { installContent(newTop) } }) { [self] in
            finish()
            if let newTop { delegate?.navigationController(self, didShow: newTop, animated: animated) }
        }
    }

    /// A navigation controller shows by pushing.
    open override func show(_ viewController: UIViewController, sender: Any?) {
        pushViewController(viewController, animated: true)
    }

    /// The default view holds the navigation bar.
    open override func loadView() {
        view = UIView(frame: defaultViewFrame)
        view.addSubview(navigationBar)
    }

    // MARK: - Container hooks

    override var appearanceChildren: [UIViewController] {
        topViewController.map { [$0] } ?? []
    }

    override var managesChildAppearance: Bool { true }

    override func installContent(_ child: UIViewController) {
        guard let view else { return }
        child.loadViewIfNeeded()
        guard let childView = child.viewIfLoaded else { return }
        childView.frame = contentFrame
        if childView.superview !== view { view.addSubview(childView) }
    }

    override func layoutContent() {
        if let view = viewIfLoaded {
            let top = view.originInWindow.y < 1 ? (simulation?.device.statusBarHeight ?? 0) : 0
            let height = simulation?.device.navigationBarHeight ?? 44
            navigationBar.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: height)
            navigationBar.isHidden = isNavigationBarHidden
        }
        topViewController?.viewIfLoaded?.frame = contentFrame
    }

    /// The area under the bar.
    var contentFrame: CGRect {
        let bounds = viewIfLoaded?.bounds ?? .zero
        guard !isNavigationBarHidden else { return bounds }
        let top = navigationBar.frame.maxY
        return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
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
    /// at the end); the old top disappears and `target` appears.
    private func pop(to target: UIViewController, animated: Bool) -> [UIViewController] {
        guard let index = children.firstIndex(where: { $0 === target }), index < children.count - 1 else { return [] }
        let popped = Array(children[(index + 1)...])
        let oldTop = popped.last
        for controller in popped.reversed() { controller.deliverWillMove(toParent: nil) }
        children.removeSubrange((index + 1)...)
        let finish = { [self] in
            for controller in popped.reversed() where controller.parent === self {
                controller.loadedView?.removeFromSuperview()
                controller.parent = nil
                controller.deliverDidMove(toParent: nil)
            }
        }
        guard isOnScreen else {
            finish()
            return popped
        }
        delegate?.navigationController(self, willShow: target, animated: animated)
        target.loadViewIfNeeded()
        let install = { [self] in
            installContent(target)
            if let targetView = target.viewIfLoaded, let oldView = oldTop?.viewIfLoaded, oldView.superview === view {
                view.insertSubview(targetView, at: view.subviews.firstIndex { $0 === oldView } ?? 0)
            }
        }
        runAppearanceTransition(appearing: target, disappearing: oldTop, animated: animated, install: install) { [self] in
            finish()
            delegate?.navigationController(self, didShow: target, animated: animated)
        }
        return popped
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
