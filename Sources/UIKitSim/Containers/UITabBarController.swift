/// Controllers behind the tabs of a tab bar. Setting `selectedIndex` in code switches tabs
/// without asking the delegate; the delegate hears only simulated taps (uikit-behaviour.md).
open class UITabBarController: UIViewController {
    /// The bar at the bottom.
    public private(set) lazy var tabBar = UITabBar(frame: .zero)
    /// The delegate asked about, and told of, tabs the user taps.
    open weak var delegate: UITabBarControllerDelegate?
    private var storedSelectedIndex = 0

    /// Shows the list of the tabs beyond the fourth when there are more than five.
    public private(set) lazy var moreNavigationController: UINavigationController = {
        let list = UIViewController()
        list.title = "More"
        return UINavigationController(rootViewController: list)
    }()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The tabs' controllers, in tab order.
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. Controllers leaving get willMove/didMove(toParent: nil), new ones
    /// willMove/didMove(toParent: self). The selection stays on the same controller if it is
    /// still there, else goes to the first tab.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        guard isAppAlive else { return }
        let newList = viewControllers ?? []
        let oldSelected = selectedViewController
        for controller in children where !newList.contains(where: { $0 === controller }) {
            dropChild(controller)
        }
        for controller in newList where controller.parent !== self {
            addChild(controller)
            controller.deliverDidMove(toParent: self)
        }
        children = newList
        storedSelectedIndex = newList.firstIndex { $0 === oldSelected } ?? 0
        let newSelected = selectedViewController
        if isOnScreen, newSelected !== oldSelected {
            switchTab(from: oldSelected?.parent === self ? oldSelected : nil, to: newSelected)
        }
    }

    /// The index of the selected tab.
    open var selectedIndex: Int {
        get { storedSelectedIndex }
        set { select(index: newValue) }
    }

    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { children.indices.contains(storedSelectedIndex) ? children[storedSelectedIndex] : nil }
        set {
            guard let newValue, let index = children.firstIndex(where: { $0 === newValue }) else { return }
            select(index: index)
        }
    }

    /// The titles shown in the bar: every tab, or four and "More" when there are more than five.
    public var visibleTabTitles: [String] {
        let titles = children.map { $0.tabBarItem.title ?? $0.title ?? "" }
        return titles.count > 5 ? Array(titles.prefix(4)) + ["More"] : titles
    }

    /// The index in ``visibleTabTitles`` that is marked as selected.
    public var visibleSelectedIndex: Int {
        children.count > 5 ? min(storedSelectedIndex, 4) : storedSelectedIndex
    }

    func select(index: Int) {
        guard isAppAlive, children.indices.contains(index), index != storedSelectedIndex else { return }
        let old = selectedViewController
        storedSelectedIndex = index
        if isOnScreen { switchTab(from: old, to: selectedViewController) }
    }

    /// A user's tap on a tab: asks the delegate, switches, tells the delegate.
    func userTappedTab(at index: Int) {
        guard isAppAlive, children.indices.contains(index) else { return }
        let target = children[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: target) { return }
        select(index: index)
        delegate?.tabBarController(self, didSelect: target)
    }

    private func switchTab(from old: UIViewController?, to new: UIViewController?) {
        if let new { installContent(new) }
        runAppearanceTransition(appearing: new, disappearing: old, animated: false,
                                appearingWillFirst: true) { [self] in
            if let old, old !== selectedViewController { old.loadedView?.removeFromSuperview() }
        }
    }

    /// The default view holds the tab bar.
    open override func loadView() {
        view = UIView(frame: defaultViewFrame)
        view.addSubview(tabBar)
    }

    override var appearanceChildren: [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    override func installContent(_ child: UIViewController) {
        guard let view else { return }
        child.loadViewIfNeeded()
        guard let childView = child.viewIfLoaded else { return }
        childView.frame = contentFrame
        if childView.superview !== view { view.insertSubview(childView, at: max(0, view.subviews.count - 1)) }
    }

    override func layoutContent() {
        guard let view = viewIfLoaded else { return }
        let height = simulation?.device.tabBarHeight ?? 49
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        view.bringSubviewToFront(tabBar)
        selectedViewController?.viewIfLoaded?.frame = contentFrame
    }

    var contentFrame: CGRect {
        let bounds = viewIfLoaded?.bounds ?? .zero
        let height = simulation?.device.tabBarHeight ?? 49
        return CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - height))
    }
}

/// The bar of a tab bar controller.
open class UITabBar: UIView {}

/// What a tab bar controller asks and tells its delegate about the user's taps.
public protocol UITabBarControllerDelegate: AnyObject {
    /// Asked before a tapped tab is selected; false keeps the current tab.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Told after a tapped tab was selected.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController,
                                 shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
