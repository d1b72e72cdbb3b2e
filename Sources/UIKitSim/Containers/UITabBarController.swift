/// Controllers behind the tabs of a tab bar. Setting `selectedIndex` in code switches tabs
/// without asking the delegate; the delegate hears only simulated taps (uikit-behaviour.md).
open class UITabBarController: UIViewController {
    /// The bar at the bottom.
    public private(set) lazy var tabBar = UITabBar(frame: .zero)
    /// The delegate asked about, and told of, tabs the user taps.
    open weak var delegate: UITabBarControllerDelegate?
    private var tabControllers: [UIViewController] = []
    private var storedSelectedIndex = 0
    /// Whether the More tab is selected with its list showing.
    private var moreListSelected = false

    /// Shows the list of the tabs beyond the fourth when there are more than five, and the
    /// one of them that is selected, pushed over the list.
    public var moreNavigationController: UINavigationController {
        if let made = storedMoreNavigationController { return made }
        let made = UINavigationController(rootViewController: UIMoreListController(tabBarController: self))
        storedMoreNavigationController = made
        return made
    }
    private var storedMoreNavigationController: UINavigationController?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The tabs' controllers, in tab order.
    open var viewControllers: [UIViewController]? {
        get { tabControllers.isEmpty ? nil : tabControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. Controllers leaving get willMove/didMove(toParent: nil), new ones
    /// willMove/didMove(toParent: self). The selection stays on the same controller if it is
    /// still there, else goes to the first tab.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        guard isAppAlive, !refusesAsChildren(viewControllers ?? []) else { return }
        let newList = viewControllers ?? []
        let oldSelected = moreListSelected ? nil : selectedViewController
        let oldDisplayed = displayedController
        for controller in tabControllers where !newList.contains(where: { $0 === controller }) {
            controller.parent?.dropChild(controller)
        }
        for controller in newList where controller.parent !== self {
            addChild(controller)
            controller.deliverDidMove(toParent: self)
        }
        tabControllers = newList
        storedSelectedIndex = newList.firstIndex { $0 === oldSelected } ?? 0
        moreListSelected = false
        if hasMoreTab, moreNavigationController.parent !== self {
            addChild(moreNavigationController)
            moreNavigationController.deliverDidMove(toParent: self)
        } else if !hasMoreTab, let more = storedMoreNavigationController, more.parent === self {
            dropChild(more)
        }
        if hasMoreTab, storedSelectedIndex >= Self.moreIndex {
            showInMore(tabControllers[storedSelectedIndex], animated: false)
        }
        switchTab(from: oldDisplayed?.parent === self ? oldDisplayed : nil)
    }

    /// The index of the selected tab (`NSNotFound` while the More list is showing).
    open var selectedIndex: Int {
        get { moreListSelected ? NSNotFound : storedSelectedIndex }
        set { select(index: newValue) }
    }

    /// The selected tab's controller (`moreNavigationController` while the More list shows).
    open var selectedViewController: UIViewController? {
        get {
            if moreListSelected { return moreNavigationController }
            return tabControllers.indices.contains(storedSelectedIndex) ? tabControllers[storedSelectedIndex] : nil
        }
        set {
            guard let newValue else { return }
            if hasMoreTab, newValue === moreNavigationController { return selectMoreList() }
            guard let index = tabControllers.firstIndex(where: { $0 === newValue }) else { return }
            select(index: index)
        }
    }

    /// The titles shown in the bar: every tab, or four and "More" when there are more than five.
    public var visibleTabTitles: [String] {
        let titles = tabControllers.map { $0.tabBarItem.title ?? $0.title ?? "" }
        return hasMoreTab ? Array(titles.prefix(Self.moreIndex)) + ["More"] : titles
    }

    /// The index in ``visibleTabTitles`` that is marked as selected.
    public var visibleSelectedIndex: Int {
        hasMoreTab && (moreListSelected || storedSelectedIndex >= Self.moreIndex) ? Self.moreIndex : storedSelectedIndex
    }

    /// The position of the More tab.
    static let moreIndex = 4

    var hasMoreTab: Bool { tabControllers.count > 5 }

    /// The controller filling the content area: the selected tab's, or the More navigation
    /// controller for the More list and the tabs beyond the fourth.
    var displayedController: UIViewController? {
        if hasMoreTab, moreListSelected || storedSelectedIndex >= Self.moreIndex { return moreNavigationController }
        return tabControllers.indices.contains(storedSelectedIndex) ? tabControllers[storedSelectedIndex] : nil
    }

    func select(index: Int, animatedInMore: Bool = false) {
        guard isAppAlive, tabControllers.indices.contains(index) else { return }
        guard index != storedSelectedIndex || moreListSelected else { return }
        let oldDisplayed = displayedController
        storedSelectedIndex = index
        moreListSelected = false
        if hasMoreTab, index >= Self.moreIndex {
            showInMore(tabControllers[index], animated: animatedInMore && oldDisplayed === moreNavigationController)
        }
        switchTab(from: oldDisplayed)
    }

    private func selectMoreList() {
        let oldDisplayed = displayedController
        moreListSelected = true
        moreNavigationController.popToRootViewController(animated: false)
        switchTab(from: oldDisplayed)
    }

    /// Puts a tab beyond the fourth over the More list (it becomes a child of the More
    /// navigation controller, as on iOS).
    private func showInMore(_ controller: UIViewController, animated: Bool) {
        let more = moreNavigationController
        guard more.topViewController !== controller, let list = more.viewControllers.first else { return }
        if animated, more.viewControllers.count == 1 {
            more.pushViewController(controller, animated: true)
        } else {
            more.setViewControllers([list, controller], animated: false)
        }
    }

    /// A user's tap on a tab of the bar (an index in ``visibleTabTitles``): asks the delegate,
    /// switches, tells the delegate.
    func userTappedTab(at visibleIndex: Int) {
        guard isAppAlive, visibleTabTitles.indices.contains(visibleIndex) else { return }
        let isMore = hasMoreTab && visibleIndex == Self.moreIndex
        let target = isMore ? moreNavigationController : tabControllers[visibleIndex]
        if let delegate, !delegate.tabBarController(self, shouldSelect: target) { return }
        if isMore { selectMoreList() } else { select(index: visibleIndex) }
        // A tap switches inside the tap: the view work that code's `selectedIndex` leaves for
        // the end of the turn is done now, so the appearance callbacks come before `didSelect`
        // (UIKit's `_setSelectedViewController:` runs the transition, then tells the delegate;
        // the sources are in TabBarTests.aTapSwitchesBeforeTheDelegateHearsDidSelect).
        simulation?.commit()
        delegate?.tabBarController(self, didSelect: target)
    }

    /// Shows the displayed controller in place of `old` when the turn ends (`selectedIndex`
    /// has changed at once); several changes in one turn make one switch.
    private func switchTab(from old: UIViewController?) {
        deferContentChange(shown: old, animated: false) { [self] change in
            let new = displayedController
            guard isOnScreen, new !== change.shown, new?.appearanceState.isOnScreen != true else { return }
            let old = outgoingChild(of: change, for: new)
            new?.loadViewIfNeeded()
            runAppearanceTransition(appearing: new, disappearing: old, animated: false, appearingWillFirst: true,
                                    install: { [self] in if let new { installContent(new) } }) { [self] in
                if let old, old !== displayedController { old.loadedView?.removeFromSuperview() }
            }
        }
    }

    /// The default view holds the tab bar.
    open override func loadView() {
        if overriddenBySubclass("loadView()") { return }
        view = UIView(frame: defaultViewFrame)
        view.addSubview(tabBar)
    }

    override var appearanceChildren: [UIViewController] {
        displayedController.map { [$0] } ?? []
    }

    override var managesChildAppearance: Bool { true }

    override func installContent(_ child: UIViewController) {
        guard let view else { return }
        child.loadViewIfNeeded()
        guard let childView = child.viewIfLoaded else { return }
        layoutBar()
        childView.frame = contentFrame(for: child)
        if childView.superview !== view { view.insertSubview(childView, at: max(0, view.subviews.count - 1)) }
    }

    override func layoutContent() {
        guard let view = viewIfLoaded else { return }
        tabBar.isHidden = hidesBarForTopController
        layoutBar()
        view.bringSubviewToFront(tabBar)
        if let shown = displayedController { shown.viewIfLoaded?.frame = contentFrame(for: shown) }
    }

    /// Whether the selected tab's navigation stack has a top controller that hides the bottom
    /// bar (`hidesBottomBarWhenPushed`).
    var hidesBarForTopController: Bool {
        (displayedController as? UINavigationController)?.topViewController?.hidesBottomBarWhenPushed ?? false
    }

    /// The bar sits at the bottom, over the home indicator's area.
    private func layoutBar() {
        guard let view = viewIfLoaded else { return }
        let height = simulation?.device.tabBarHeight(in: simulation?.orientation ?? .portrait) ?? 49
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
    }

    /// The frame of `child`'s view: the whole container when it extends under the bar (by
    /// default, since iOS 7), else the area above the bar.
    func contentFrame(for child: UIViewController) -> CGRect {
        let bounds = viewIfLoaded?.bounds ?? .zero
        guard !tabBar.isHidden, !extendsUnderBar(child, on: .bottom, translucent: tabBar.isTranslucent) else { return bounds }
        return CGRect(x: 0, y: 0, width: bounds.width, height: max(0, tabBar.frame.minY))
    }

    /// A child keeps clear of the bar: its safe area ends above it.
    override func childSafeRect(_ rect: CGRect, for child: UIViewController) -> CGRect {
        guard viewIfLoaded?.window != nil, !tabBar.isHidden else { return rect }
        let barTop = tabBar.frameInWindow.minY
        guard barTop < rect.maxY else { return rect }
        return CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: max(0, barTop - rect.minY))
    }
}

/// The bar of a tab bar controller.
open class UITabBar: UIView {
    /// Whether content shows through the bar: true by default, so the selected controller's
    /// view extends under it (`edgesForExtendedLayout`).
    open var isTranslucent = true
}

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
