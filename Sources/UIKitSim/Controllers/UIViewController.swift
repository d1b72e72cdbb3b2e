import BoundedRelease
/// A controller that manages a view: the simulated counterpart of UIKit's class, with the same
/// names and signatures. Every callback UIKit delivers is recorded in the simulation's trace.
open class UIViewController: UIResponder {
    /// The superview of the controller's view (Apple, `next`: "UIViewController similarly
    /// implements the method and returns its view's superview"), or, for a presented
    /// controller's view, the presenting controller (Apple, "Using responders and the responder
    /// chain": "If the view controller was presented by another view controller, the next
    /// responder is the presenting view controller").
    open override var next: UIResponder? {
        if let presenting = presentingController, parent == nil { return presenting }
        return viewIfLoaded?.superview
    }

    var loadedView: UIView?
    var isLoadingView = false

    /// The controller's title; setting it also titles its navigation item and tab bar item.
    open var title: String? {
        didSet {
            navigationItem.title = title
            tabBarItem.title = title
        }
    }

    /// The storyboard that made this controller; nil for a controller made in code.
    public internal(set) var storyboard: UIStoryboard?
    /// Set by the storyboard reader: makes the scene's view for the default `loadView()`.
    var storyboardMakeView: (() -> UIView)?

    /// The parent container, if any.
    public internal(set) weak var parent: UIViewController? {
        didSet { if oldValue !== parent { simulation?.windowGeometryChanged() } }
    }
    /// The child controllers, in the order they were added.
    public internal(set) var children: [UIViewController] = []

    /// Where the controller is between disappeared and appeared.
    var appearanceState = AppearanceState.disappeared
    var movingToParent = false
    var movingFromParent = false
    var beingPresented = false
    var beingDismissed = false
    var deliveringContainmentCallback = false
    var lastAnimatedFlag = false
    /// A built-in container's changes of shown children waiting for this turn's commit.
    var pendingContentChange: PendingContentChange?

    /// Stored presentation links; the public properties also look at the ancestors.
    var presentedController: UIViewController?
    weak var presentingController: UIViewController?
    /// The superview the presenter's view was taken from while a full-screen presentation covers it.
    weak var coveredViewSuperview: UIView?

    /// How the controller is presented; `.automatic` means `.pageSheet` (iOS 13 and later).
    /// A subclass that overrides the getter is asked first, as UIKit reads the property
    /// through the subclass.
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { subclassValue(of: "modalPresentationStyle") ?? storedModalPresentationStyle }
        set { storedModalPresentationStyle = newValue }
    }
    private var storedModalPresentationStyle = UIModalPresentationStyle.automatic
    /// How the presented view animates in; recorded, not simulated. A subclass's overriding
    /// getter is asked first.
    open var modalTransitionStyle: UIModalTransitionStyle {
        get { subclassValue(of: "modalTransitionStyle") ?? storedModalTransitionStyle }
        set { storedModalTransitionStyle = newValue }
    }
    private var storedModalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// Whether the bar at the bottom (a tab bar controller's bar) is hidden while this
    /// controller is the top of a navigation stack; false by default. Apple's documentation:
    /// "The value of this property on the topmost view controller determines whether the
    /// toolbar is visible." A subclass's overriding getter is asked first.
    open var hidesBottomBarWhenPushed: Bool {
        get { subclassValue(of: "hidesBottomBarWhenPushed") ?? storedHidesBottomBarWhenPushed }
        set { storedHidesBottomBarWhenPushed = newValue }
    }
    private var storedHidesBottomBarWhenPushed = false
    /// Whether a sheet refuses interactive dismissal; recorded, not simulated.
    open var isModalInPresentation = false
    /// The size the controller would like when presented as a popover or form sheet.
    open var preferredContentSize = CGSize.zero
    var storedPopoverController: UIPopoverPresentationController?

    /// Whether `.currentContext` presentations from this controller or its children cover
    /// this controller's area. A subclass's overriding getter is asked first.
    open var definesPresentationContext: Bool {
        get { subclassValue(of: "definesPresentationContext") ?? storedDefinesPresentationContext }
        set { storedDefinesPresentationContext = newValue }
    }
    private var storedDefinesPresentationContext = false
    /// Whether a container forwards appearance callbacks to its children automatically (true
    /// by default). A subclass's overriding getter is asked first: returning false, the
    /// container calls its children's `beginAppearanceTransition(_:animated:)` and
    /// `endAppearanceTransition()` itself (Apple's page for this property).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool {
        subclassValue(of: "shouldAutomaticallyForwardAppearanceMethods") ?? true
    }

    // MARK: - Layout environment (bodies in Layout/UIViewController+Layout.swift)

    /// The edges under which the view extends when a container's translucent bar is there:
    /// all of them by default, so a child of a navigation or tab bar controller fills the
    /// container and its safe area keeps it clear of the bars.
    open var edgesForExtendedLayout = UIRectEdge.all
    /// Whether the view also extends under opaque bars (false by default).
    open var extendedLayoutIncludesOpaqueBars = false
    /// Insets added to the safe area of the view (and, through it, of its children's views).
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            simulation?.windowGeometryChanged()
            setNeedsLayoutPass()
        }
    }
    /// The view's safe-area insets last told to `viewSafeAreaInsetsDidChange`.
    var reportedSafeAreaInsets = UIEdgeInsets.zero
    /// The commit (``Simulation/commitNumber``) whose layout pass last laid the controller out
    /// while it was appearing, or nil.
    final var appearingLayoutCommit: Int?
    /// The coordinator of the transition under way (a rotation, an interactive pop).
    var currentTransitionCoordinator: TransitionCoordinator?
    /// The presentation controller made for this controller (`presentationController`).
    var storedPresentationController: UIPresentationController?

    /// Called when the view's safe-area insets changed (in the layout pass, before
    /// `viewIsAppearing` and `viewWillLayoutSubviews`).
    open func viewSafeAreaInsetsDidChange() { _ = overriddenBySubclass("viewSafeAreaInsetsDidChange()") }

    /// Called when the traits changed (a rotation that changes a size class); the default
    /// tells the children on screen.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        if overriddenBySubclass("traitCollectionDidChange(_:)", OptionalArgument(previousTraitCollection)) { return }
        forwardTraitChange(previousTraitCollection)
    }

    /// Called before the view's size changes (a rotation) with the new size; the default tells
    /// the children on screen and what this controller presented.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        if overriddenBySubclass("viewWillTransition(to:with:)", size, coordinator) { return }
        forwardSizeTransition(to: size, with: coordinator)
    }

    /// Makes a controller; `nibName` and `bundle` are accepted and ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Makes a controller with no nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Archives are not supported; this initialiser exists so that subclasses can be written
    /// as on iOS. It returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// What the controller owns is freed with bounded stack, so a chain of 10,000 children or
    /// presented controllers does not overflow the thread's stack.
    deinit {
        simulation?.record(.deinitialized, simulatedIdentity)
        BoundedRelease.drop(&children)
        BoundedRelease.drop(&presentedController)
        BoundedRelease.drop(&loadedView)
    }

    // MARK: - The view

    /// The controller's view, loaded on first access (`loadView` then `viewDidLoad`, once).
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { assignView(newValue) }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if it has been loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView, isAppAlive else { return }
        isLoadingView = true
        deliver(.loadView) { loadView() }
        isLoadingView = false
        guard isAppAlive else { return }
        if loadedView == nil {
            simulation?.logLine("\(self) loadView() did not set the view; UIKitSim gave it a plain UIView.")
            assignView(UIView(frame: defaultViewFrame))
        }
        deliver(.viewDidLoad) { viewDidLoad() }
    }

    /// Makes the view: from the storyboard scene for storyboard controllers, else a plain
    /// `UIView` the size of the screen. An override assigns `view` without calling super.
    open func loadView() {
        if overriddenBySubclass("loadView()") { return }
        if let make = storyboardMakeView {
            view = make()
        } else {
            view = UIView(frame: defaultViewFrame)
        }
    }

    var defaultViewFrame: CGRect {
        simulation?.screen.bounds ?? CGRect(origin: .zero, size: Device.iPhone.screenSize)
    }

    func assignView(_ newView: UIView?) {
        guard isAppAlive else { return }
        if let newView, let owner = newView.owningController, owner !== self {
            simulation?.raise(ExceptionName.hierarchyInconsistency,
                              "A view can only be associated with at most one view controller at a time!")
            return
        }
        if loadedView?.owningController === self { loadedView?.owningController = nil }
        loadedView = newView
        newView?.owningController = self
    }

    // MARK: - Callbacks (overridden by subclasses)

    // Each asks an interpreted subclass first (`SubclassBehaviour`); the default does nothing.

    /// Called once, after the view is loaded.
    open func viewDidLoad() { _ = overriddenBySubclass("viewDidLoad()") }
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) { _ = overriddenBySubclass("viewWillAppear(_:)", animated) }
    /// Called when the view is in the hierarchy and about to be laid out for appearing.
    open func viewIsAppearing(_ animated: Bool) { _ = overriddenBySubclass("viewIsAppearing(_:)", animated) }
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) { _ = overriddenBySubclass("viewDidAppear(_:)", animated) }
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) { _ = overriddenBySubclass("viewWillDisappear(_:)", animated) }
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) { _ = overriddenBySubclass("viewDidDisappear(_:)", animated) }
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() { _ = overriddenBySubclass("viewWillLayoutSubviews()") }
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() { _ = overriddenBySubclass("viewDidLayoutSubviews()") }

    /// Delivers a callback: records it in the trace, then calls it.
    func deliver(_ callback: LifecycleCallback, _ detail: TraceDetail? = nil, _ call: () -> Void) {
        guard isAppAlive else { return }
        simulation?.record(callback, simulatedIdentity, detail)
        call()
    }

    // MARK: - Appearance and containment entry points (bodies in the +Appearance and
    // +Containment files; overridable methods must live in the class body)

    /// Starts an appearance transition: delivers `viewWillAppear` or `viewWillDisappear` and
    /// forwards it to the children on screen. Calls must be balanced with
    /// ``endAppearanceTransition()``; an unbalanced call logs UIKit's warning.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        performBeginAppearanceTransition(isAppearing, animated: animated)
    }

    /// Ends the appearance transition begun last: delivers `viewDidAppear` or
    /// `viewDidDisappear` and forwards it to the children on screen.
    open func endAppearanceTransition() {
        performEndAppearanceTransition()
    }

    /// Adds `childController` as a child: calls its `willMove(toParent: self)`. The caller then
    /// adds the child's view and calls `didMove(toParent: self)`.
    open func addChild(_ childController: UIViewController) {
        performAddChild(childController)
    }

    /// Removes the controller from its parent and calls its `didMove(toParent: nil)`. The caller
    /// calls `willMove(toParent: nil)` first and removes the view.
    open func removeFromParent() {
        performRemoveFromParent()
    }

    /// Called before the controller is added to or removed from a parent. UIKit's calls and
    /// calls made by a container's own code are both traced.
    open func willMove(toParent parent: UIViewController?) {
        if overriddenBySubclass("willMove(toParent:)", OptionalArgument(parent)) { return }
        baseWillMove(toParent: parent)
    }

    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {
        if overriddenBySubclass("didMove(toParent:)", OptionalArgument(parent)) { return }
        baseDidMove(toParent: parent)
    }

    /// The children that appear and disappear with this controller: by default those whose
    /// views are inside this controller's view; containers name their visible children.
    var appearanceChildren: [UIViewController] {
        guard let view = loadedView else { return [] }
        return children.filter { $0.loadedView?.isDescendant(of: view) == true }
    }

    /// Whether this container runs its children's appearance transitions itself (the
    /// built-in containers) rather than when their views are added to its view.
    var managesChildAppearance: Bool { false }

    /// Puts a visible child's view in place before it appears; containers override it.
    func installContent(_ child: UIViewController) {}

    /// Told before a child starts to appear because this container appears (before the child
    /// loads); the navigation controller tells its delegate here.
    func childWillAppearWithContainer(_ child: UIViewController, animated: Bool) {}

    /// Told after such a child has appeared (after its `viewDidAppear`).
    func childDidAppearWithContainer(_ child: UIViewController, animated: Bool) {}

    /// Sizes the children's views; containers override it.
    func layoutContent() {}

    /// The safe rectangle (window coordinates) left to `child`'s view once this container's
    /// bars are kept clear; containers with bars override it.
    func childSafeRect(_ rect: CGRect, for child: UIViewController) -> CGRect { rect }

    var lastTransitionAnimated: Bool {
        get { lastAnimatedFlag }
        set { lastAnimatedFlag = newValue }
    }

    // MARK: - Showing and presenting (bodies in +Presentation)

    /// Shows `viewController` the way the context wants: a navigation controller above pushes
    /// it, otherwise it is presented.
    open func show(_ viewController: UIViewController, sender: Any?) {
        performShow(viewController, sender: sender)
    }

    /// Shows `viewController` as the detail: a split view controller above puts it in its
    /// secondary column (or pushes it when collapsed), otherwise it is presented.
    open func showDetailViewController(_ viewController: UIViewController, sender: Any?) {
        performShowDetail(viewController, sender: sender)
    }

    /// Presents `viewControllerToPresent` modally, in the style it asks for. `completion` runs
    /// when the presentation ends.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses what this controller presented, or, called on a presented controller, asks
    /// its presenter to dismiss it. Everything presented above is dismissed too.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    // MARK: - Items

    private var storedNavigationItem: UINavigationItem?
    private var storedTabBarItem: UITabBarItem?

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]?
    /// The iOS 17 trait-change registrations (UIViewController+TraitChanges.swift).
    var traitChangeRegistrations: [UITraitChangeRegistration] = []

    /// The item a navigation bar shows for this controller.
    open var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem(title: title ?? "")
        item.title = title
        storedNavigationItem = item
        return item
    }

    /// The item a tab bar shows for this controller.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    // MARK: - Segues (the storyboard worker implements performSegue)

    /// Called before a segue from this controller performs; the destination's view is not
    /// loaded yet.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        _ = overriddenBySubclass("prepare(for:sender:)", segue, sender)
    }

    /// Asked before a segue triggered by a control or cell performs; false cancels it.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        let answer = subclassOverride("shouldPerformSegue(withIdentifier:sender:)", identifier, sender)
        return answer.map { $0.value as? Bool ?? true } ?? true
    }

    /// Performs the segue with that identifier from this controller's storyboard scene.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard isAppAlive else { return }
        storyboardPerformSegue(self, identifier, sender)
    }
}

/// Where a controller's view is in its appearance cycle.
enum AppearanceState: Equatable {
    case disappeared, appearing, appeared, disappearing

    var isInTransition: Bool { self == .appearing || self == .disappearing }
    var isOnScreen: Bool { self != .disappeared }
}
