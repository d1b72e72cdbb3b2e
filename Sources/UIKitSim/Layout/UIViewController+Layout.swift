/// The controller's side of layout: traits, the safe area's change callback, the size a
/// container gives a child under its bars, and the layout pass after the environment changed
/// (a rotation, new `additionalSafeAreaInsets`). See docs/decisions.md, UIKitSim, "Safe area
/// and bars".
extension UIViewController {
    /// The traits of the screen as it is held now (UIKitSim has no per-controller overrides).
    public var traitCollection: UITraitCollection {
        simulation?.screen.traitCollection ?? Device.iPhone.traitCollection(in: .portrait)
    }

    /// The coordinator of the transition under way for this controller or a parent, if any.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        currentTransitionCoordinator ?? parent?.transitionCoordinator
    }

    /// Whether `child`'s view goes under a bar on `edge`: its `edgesForExtendedLayout` holds
    /// the edge, and the bar is translucent or the child extends under opaque bars too.
    func extendsUnderBar(_ child: UIViewController, on edge: UIRectEdge, translucent: Bool) -> Bool {
        child.edgesForExtendedLayout.contains(edge) && (translucent || child.extendedLayoutIncludesOpaqueBars)
    }

    /// Tells `viewSafeAreaInsetsDidChange` when the view's insets differ from those last told.
    func reportSafeAreaChange() {
        guard let view = loadedView else { return }
        let insets = view.safeAreaInsets
        guard insets != reportedSafeAreaInsets else { return }
        reportedSafeAreaInsets = insets
        deliverEnvironmentCallback(.viewSafeAreaInsetsDidChange) { viewSafeAreaInsetsDidChange() }
    }

    /// Delivers a callback of the layout environment. It is traced only for a controller whose
    /// script class implements it, so that the traces of every lesson written before these
    /// callbacks existed stay as they are (docs/decisions.md, UIKitSim, "Safe area and bars").
    func deliverEnvironmentCallback(_ callback: LifecycleCallback, _ call: () -> Void) {
        guard isAppAlive else { return }
        if subclassBehaviour?.implements(callback.rawValue) == true {
            simulation?.record(callback, simulatedIdentity)
        }
        call()
    }

    /// Asks for a layout pass of the view when the turn ends (the safe area or the size
    /// changed); nothing happens while the view is off screen.
    func setNeedsLayoutPass() {
        guard isOnScreen, let simulation else { return }
        simulation.atCommit { [weak self] in self?.relayout() }
    }

    /// A layout pass of this controller and every child on screen, parents first, outside an
    /// appearance: the safe-area report, `viewWillLayoutSubviews`, the container's own layout,
    /// `viewDidLayoutSubviews`.
    func relayout() {
        guard isAppAlive, isOnScreen else { return }
        layoutPass(includingChildrenOnScreen: true)
    }

    func forwardTraitChange(_ previous: UITraitCollection?) {
        for child in children where child.isOnScreen {
            child.deliverEnvironmentCallback(.traitCollectionDidChange) { child.traitCollectionDidChange(previous) }
        }
    }

    func forwardSizeTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children where child.isOnScreen {
            child.deliverEnvironmentCallback(.viewWillTransition) { child.viewWillTransition(to: size, with: coordinator) }
        }
        if let presented = presentedController, presented.presentingController === self {
            presented.deliverEnvironmentCallback(.viewWillTransition) { presented.viewWillTransition(to: size, with: coordinator) }
        }
    }
}
