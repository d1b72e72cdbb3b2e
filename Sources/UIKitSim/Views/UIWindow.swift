/// A window: the root of a view tree on screen, with a root view controller.
open class UIWindow: UIView {
    /// The application (Apple, `next`: "UIWindow returns the application object").
    open override var next: UIResponder? { simulation?.application }

    /// Whether this is the key window (the one most recently sent `makeKeyAndVisible()`).
    public var isKeyWindow: Bool { simulation?.keyWindow === self }

    private var storedRootViewController: UIViewController?
    private var rootInstalled = false
    /// The controllers that were on screen when the window was hidden, root first.
    private var controllersHiddenWithWindow: [UIViewController] = []

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
    /// In a scene-based app, a window not attached to a scene is not shown (`UIWindow+Scenes`).
    open func makeKeyAndVisible() {
        guard isAppAlive, mayShowElseAwaitScene() else { return }
        simulation?.keyWindowRef = self
        windowScene?.windowBecameKey(self)
        becomeVisible()
    }

    /// Makes the window the key window without showing it.
    open func makeKey() {
        guard isAppAlive, mayShowElseAwaitScene() else { return }
        simulation?.keyWindowRef = self
        windowScene?.windowBecameKey(self)
    }

    /// Hiding a visible window sends its root (and the controllers presented over it that are
    /// on screen) `viewWillDisappear`/`viewDidDisappear`; showing it again sends them the
    /// appear callbacks. The views stay in the window. See docs/decisions.md, "Hiding a window".
    open override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden else { return }
            if isHidden { hideContent() } else if rootInstalled { showHiddenContent() } else { installRootIfNeeded() }
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
            controllersHiddenWithWindow = []
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

    /// The root and the chain presented over it, front-most last.
    private var rootAndPresented: [UIViewController] {
        var chain: [UIViewController] = []
        var next = storedRootViewController
        while let controller = next, !chain.contains(where: { $0 === controller }) {
            chain.append(controller)
            next = controller.presentedViewController
        }
        return chain
    }

    private func hideContent() {
        guard isAppAlive, rootInstalled else { return }
        let onScreen = rootAndPresented.filter { $0.appearanceState == .appeared }
        controllersHiddenWithWindow = onScreen
        for controller in onScreen {
            controller.runAppearanceTransition(appearing: nil, disappearing: controller, animated: false) {}
        }
    }

    private func showHiddenContent() {
        guard isAppAlive else { return }
        let hidden = controllersHiddenWithWindow
        controllersHiddenWithWindow = []
        for controller in hidden where controller.loadedView?.window === self && !controller.appearanceState.isOnScreen {
            controller.runAppearanceTransition(appearing: controller, disappearing: nil, animated: false) {}
        }
    }
}
