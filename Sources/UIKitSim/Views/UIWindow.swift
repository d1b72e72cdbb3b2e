/// A window: the root of a view tree on screen, with a root view controller.
open class UIWindow: UIView {
    /// Whether this is the key window (the one most recently sent `makeKeyAndVisible()`).
    public var isKeyWindow: Bool { simulation?.keyWindow === self }

    private var storedRootViewController: UIViewController?
    private var rootInstalled = false

    /// Makes a hidden window with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        simulation?.adopt(window: self)
    }

    /// Makes a hidden window with the main screen's bounds (iOS 9 and later).
    public convenience init() {
        self.init(frame: Simulation.ambient.screen.bounds)
    }

    public required init?(coder: NSCoder) { return nil }

    open override var window: UIWindow? { self }

    /// The controller whose view fills the window. Set on a hidden window it is only recorded
    /// and installed when the window becomes visible; set on a visible window it replaces the
    /// previous root at once, which gets its disappear callbacks.
    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set { setRoot(newValue) }
    }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        guard isAppAlive else { return }
        simulation?.keyWindowRef = self
        becomeVisible()
    }

    /// Makes the window the key window without showing it.
    open func makeKey() {
        guard isAppAlive else { return }
        simulation?.keyWindowRef = self
    }

    open override var isHidden: Bool {
        didSet {
            if oldValue && !isHidden { installRootIfNeeded() }
        }
    }

    private func becomeVisible() {
        if isHidden { isHidden = false } else { installRootIfNeeded() }
    }

    private func setRoot(_ newRoot: UIViewController?) {
        guard isAppAlive, newRoot !== storedRootViewController else { return }
        let oldRoot = storedRootViewController
        storedRootViewController = newRoot
        guard !isHidden else {
            rootInstalled = false
            return
        }
        replaceInstalledRoot(oldRoot, with: newRoot)
    }

    private func installRootIfNeeded() {
        guard isAppAlive, !rootInstalled, let root = storedRootViewController else { return }
        replaceInstalledRoot(nil, with: root)
    }

    private func replaceInstalledRoot(_ oldRoot: UIViewController?, with newRoot: UIViewController?) {
        rootInstalled = newRoot != nil
        if let newRoot {
            newRoot.loadViewIfNeeded()
            guard isAppAlive, let rootView = newRoot.viewIfLoaded else { return }
            rootView.frame = bounds
            for subview in subviews where subview !== rootView { subview.removeFromSuperview() }
            addSubview(rootView)
        } else {
            oldRoot?.viewIfLoaded?.removeFromSuperview()
        }
        let disappearing = oldRoot?.appearanceState.isOnScreen == true ? oldRoot : nil
        newRoot?.runAppearanceTransition(appearing: newRoot, disappearing: disappearing, animated: false) {}
        if newRoot == nil, let disappearing {
            disappearing.runAppearanceTransition(appearing: nil, disappearing: disappearing, animated: false) {}
        }
    }
}
