extension UIViewController {
    func performAddChild(_ childController: UIViewController) {
        guard isAppAlive, !refusesAsChildren([childController]), childController.parent !== self else { return }
        if childController.parent != nil { childController.removeFromParent() }
        childController.movingToParent = true
        childController.deliverWillMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    func performRemoveFromParent() {
        guard isAppAlive, let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        deliverDidMove(toParent: nil)
    }

    func baseWillMove(toParent parent: UIViewController?) {
        if !deliveringContainmentCallback {
            traceContainment(.willMoveToParent, parent)
            if parent == nil { movingFromParent = true }
        }
    }

    func baseDidMove(toParent parent: UIViewController?) {
        if !deliveringContainmentCallback {
            traceContainment(.didMoveToParent, parent)
            clearMovingFlagsUnlessInTransition()
        }
    }

    func deliverWillMove(toParent parent: UIViewController?) {
        if parent == nil { movingFromParent = true }
        traceContainment(.willMoveToParent, parent)
        deliveringContainmentCallback = true
        willMove(toParent: parent)
        deliveringContainmentCallback = false
    }

    func deliverDidMove(toParent parent: UIViewController?) {
        traceContainment(.didMoveToParent, parent)
        deliveringContainmentCallback = true
        didMove(toParent: parent)
        deliveringContainmentCallback = false
        clearMovingFlagsUnlessInTransition()
    }

    /// isMovingToParent / isMovingFromParent stay true through the appearance transition
    /// that goes with the move, so that the appear and disappear callbacks see them.
    func clearMovingFlagsUnlessInTransition() {
        guard !appearanceState.isInTransition else { return }
        movingToParent = false
        movingFromParent = false
    }

    private func traceContainment(_ callback: LifecycleCallback, _ parent: UIViewController?) {
        guard isAppAlive else { return }
        simulation?.record(callback, simulatedIdentity, parent.map { .object($0.simulatedIdentity) } ?? .noObject)
    }

    /// A built-in container dropping a child: willMove(nil), view removed, didMove(nil).
    func dropChild(_ child: UIViewController) {
        guard child.parent === self else { return }
        child.deliverWillMove(toParent: nil)
        if child.loadedView?.superview != nil, child.loadedView?.isDescendant(of: loadedView ?? UIView()) == true {
            child.loadedView?.removeFromSuperview()
        }
        child.removeFromParent()
    }

    /// A custom container put this child's view in its view: if the container is on screen,
    /// the child appears (uikit-behaviour.md, "Containment": "appearance is forwarded if the
    /// parent is on screen"). Built-in containers run their own transitions instead.
    func childViewWasAdded() {
        guard let parent, !parent.managesChildAppearance, appearanceState == .disappeared,
              parent.appearanceState.isOnScreen, loadedView?.window != nil,
              parent.shouldAutomaticallyForwardAppearanceMethods else { return }
        runAppearanceTransition(appearing: self, disappearing: nil, animated: false) {}
    }

    /// A custom container took this child's view out of its view while on screen: the child
    /// disappears.
    func childViewWasRemoved() {
        guard let parent,
              !parent.managesChildAppearance, appearanceState.isOnScreen,
              parent.shouldAutomaticallyForwardAppearanceMethods else { return }
        runAppearanceTransition(appearing: nil, disappearing: self, animated: false) {}
    }

    // MARK: - Walks up the parents

    /// The nearest ancestor (or self) that is a navigation controller.
    public var navigationController: UINavigationController? {
        ancestor(ofType: UINavigationController.self, includingSelf: false)
    }

    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: UITabBarController? {
        ancestor(ofType: UITabBarController.self, includingSelf: false)
    }

    /// The nearest ancestor that is a split view controller.
    public var splitViewController: UISplitViewController? {
        ancestor(ofType: UISplitViewController.self, includingSelf: false)
    }

    func ancestor<T: UIViewController>(ofType type: T.Type, includingSelf: Bool) -> T? {
        var current: UIViewController? = includingSelf ? self : parent
        while let candidate = current {
            if let match = candidate as? T { return match }
            current = candidate.parent
        }
        return nil
    }

    /// The top of the parent chain: a window's root or a presented controller.
    var topAncestor: UIViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }
}

extension UIViewController {
    /// Ends the app when one of `controllers` is this controller or one of its ancestors, which
    /// would make the containment tree a cycle (and every walk over it endless), and says
    /// whether it did. UIKit documents no message for this misuse; the simulator raises
    /// `UIViewControllerHierarchyInconsistency`, the exception UIKit uses for an inconsistent
    /// containment tree, with a reason in UIKit's style naming both controllers.
    func refusesAsChildren(_ controllers: [UIViewController]) -> Bool {
        for candidate in controllers {
            // Only the controller itself or one with children can be among the ancestors: adding
            // a new controller to the bottom of a deep chain stays O(1).
            guard candidate === self || !candidate.children.isEmpty else { continue }
            var current: UIViewController? = self
            while let ancestor = current {
                if ancestor === candidate {
                    let what = candidate === self ? "itself" : "one of its descendants"
                    simulation?.raise(
                        ExceptionName.hierarchyInconsistency,
                        "child view controller:\(candidate.description) cannot have parent view controller:\(description), which is \(what)")
                    return true
                }
                current = ancestor.parent
            }
        }
        return false
    }
}
