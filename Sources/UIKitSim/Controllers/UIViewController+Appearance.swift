extension UIViewController {
    /// Whether the controller is being presented, during its appearance callbacks.
    public var isBeingPresented: Bool { beingPresented }
    /// Whether the controller is being dismissed, during its disappearance callbacks.
    public var isBeingDismissed: Bool { beingDismissed }
    /// Whether the controller is being added to a parent (from willMove to didMove).
    public var isMovingToParent: Bool { movingToParent }
    /// Whether the controller is being removed from its parent (from willMove to didMove).
    public var isMovingFromParent: Bool { movingFromParent }

    func performBeginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard isAppAlive else { return }
        if appearanceState.isInTransition {
            simulation?.logLine("Unbalanced calls to begin/end appearance transitions for \(self).")
        }
        appearanceState = isAppearing ? .appearing : .disappearing
        if isAppearing {
            deliver(.viewWillAppear) { viewWillAppear(animated) }
        } else {
            deliver(.viewWillDisappear) { viewWillDisappear(animated) }
        }
        lastTransitionAnimated = animated
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        let forward = { [self] in
            guard appearanceState == (isAppearing ? .appearing : .disappearing) else { return }
            for child in appearanceChildren {
                if isAppearing {
                    childWillAppearWithContainer(child, animated: animated)
                    installContent(child)
                }
                child.beginAppearanceTransition(isAppearing, animated: animated)
            }
        }
        // A built-in container puts its child's view in place in its own layout, in the
        // commit (`_startDeferredTransitionIfNeeded` under `layoutSubviews`): the child loads
        // and gets `viewWillAppear` then, not inside the call that shows the container.
        if isAppearing, managesChildAppearance, let simulation, !simulation.isCommitting {
            simulation.atCommit(forward)
        } else {
            forward()
        }
    }

    func performEndAppearanceTransition() {
        guard isAppAlive else { return }
        guard appearanceState.isInTransition else {
            simulation?.logLine("Unbalanced calls to begin/end appearance transitions for \(self).")
            return
        }
        let appearing = appearanceState == .appearing
        let animated = lastTransitionAnimated
        appearanceState = appearing ? .appeared : .disappeared
        if appearing {
            deliver(.viewDidAppear) { viewDidAppear(animated) }
        } else {
            deliver(.viewDidDisappear) { viewDidDisappear(animated) }
        }
        if appearing ? parent != nil : parent == nil || movingFromParent {
            movingToParent = false
            movingFromParent = false
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceChildren where child.appearanceState.isInTransition {
            child.endAppearanceTransition()
            if appearing { childDidAppearWithContainer(child, animated: animated) }
        }
    }

    /// The layout pass after an appearance begins: `viewSafeAreaInsetsDidChange` when the insets
    /// changed, `viewIsAppearing`, `viewWillLayoutSubviews`, the container's own layout,
    /// `viewDidLayoutSubviews`, then the same for the children appearing (or, after a change
    /// of the environment, every child on screen), parents first. Views' window geometry is
    /// kept through the pass (`UIView+WindowGeometry.swift`), so a chain of children thousands
    /// deep is laid out in time linear in its depth.
    func layoutPass(includingChildrenOnScreen: Bool = false) {
        guard let simulation else { return layoutPassKeepingGeometry(includingChildrenOnScreen: includingChildrenOnScreen) }
        simulation.keepingWindowGeometry { layoutPassKeepingGeometry(includingChildrenOnScreen: includingChildrenOnScreen) }
    }

    private func layoutPassKeepingGeometry(includingChildrenOnScreen: Bool) {
        guard isAppAlive, isViewLoaded else { return }
        reportSafeAreaChange()
        if appearanceState == .appearing {
            appearingLayoutCommit = simulation?.commitNumber
            let animated = lastTransitionAnimated
            deliver(.viewIsAppearing) { viewIsAppearing(animated) }
        }
        deliver(.viewWillLayoutSubviews) { viewWillLayoutSubviews() }
        loadedView?.layoutOwnSubtree(of: self)
        layoutContent()
        deliver(.viewDidLayoutSubviews) { viewDidLayoutSubviews() }
        for child in appearanceChildren
        where child.appearanceState == .appearing || (includingChildrenOnScreen && child.isOnScreen) {
            child.layoutPassKeepingGeometry(includingChildrenOnScreen: includingChildrenOnScreen)
        }
    }

    /// Runs a transition between two controllers: the `will` callbacks now (in the order
    /// given), then `install` (which puts the appearing view in the hierarchy: UIKit sends
    /// viewWillAppear before that); the layout pass of the appearing one in this turn's
    /// commit; the `did` callbacks right after the commit, or when the animation ends, then
    /// `completion`. Callers that start a transition from a UIKit call run this from the
    /// commit (``Simulation/atCommit(_:)``); the closures keep both controllers alive until
    /// the transition ends, as UIKit's transition context does. With a `coordinator` (a push,
    /// pop or presentation), the controllers' `transitionCoordinator` answers it from the
    /// `will` callbacks to the end of the transition; its completions run before `completion`.
    func runAppearanceTransition(
        appearing: UIViewController?, disappearing: UIViewController?, animated: Bool,
        appearingWillFirst: Bool = false, appearingDidFirst: Bool = false,
        coordinator: TransitionCoordinator? = nil,
        install: (() -> Void)? = nil,
        completion: @escaping () -> Void
    ) {
        guard isAppAlive, let simulation else { return }
        let participants = [self, appearing, disappearing].compactMap { $0 }
        coordinator?.begin(for: participants)
        let willOrder = appearingWillFirst ? [(appearing, true), (disappearing, false)]
                                           : [(disappearing, false), (appearing, true)]
        for case let (controller?, isAppearing) in willOrder {
            controller.beginAppearanceTransition(isAppearing, animated: animated)
        }
        install?()
        guard isAppAlive else { return }
        let didOrder = appearingDidFirst ? [appearing, disappearing] : [disappearing, appearing]
        simulation.atCommit {
            // An appearing controller is laid out once a commit: when the pass of an ancestor
            // appearing in the same commit already did (children added one inside the other in
            // one turn), its own request adds nothing, as one `layoutIfNeeded` serves them all.
            if let appearing, appearing.appearingLayoutCommit != simulation.commitNumber {
                appearing.layoutPass()
            }
            coordinator?.startAnimation()
            simulation.scheduleTransitionEnd(animated: animated) {
                for case let controller? in didOrder where controller.appearanceState.isInTransition {
                    controller.endAppearanceTransition()
                }
                coordinator?.end(for: participants)
                completion()
            }
        }
    }

    /// Whether the controller's view is in a window and visible.
    var isOnScreen: Bool { appearanceState.isOnScreen && loadedView?.window != nil }
}
