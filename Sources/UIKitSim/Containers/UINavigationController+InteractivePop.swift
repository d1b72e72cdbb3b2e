/// The swipe from the screen's left edge that pops the top controller, following the finger
/// (docs/decisions.md, UIKitSim, "Gestures"). Completed, it is a pop, as the back button's.
/// Let go too early, it is cancelled: the top controller has had `viewWillDisappear` and the one below it
/// `viewWillAppear`; then the one below gets `viewWillDisappear` and `viewDidDisappear`, the
/// top one `viewWillAppear` and `viewDidAppear`, and the stack is unchanged (the device
/// observations in "View controller lifecycle when swiping-to-pop", Stack Overflow 18927878,
/// and `UIViewControllerTransitionCoordinator.isCancelled`).
extension UINavigationController {
    /// Whether a swipe from the edge would pop: something under the top and the back button shown.
    var canSwipeBack: Bool {
        children.count > 1 && !isNavigationBarHidden && navigationBar.backButtonTitle != nil && isOnScreen
    }

    /// The finger goes down at the edge and drags: the top starts to disappear and the one
    /// below to appear. Returns the finger letting go too early, to run on a later turn.
    func beginInteractivePop() -> (() -> Void)? {
        guard canSwipeBack, let top = topViewController else { return nil }
        let below = children[children.count - 2]
        let coordinator = TransitionCoordinator(animated: true, interactive: true, duration: Simulation.animationDuration)
        currentTransitionCoordinator = coordinator
        top.movingFromParent = true
        delegate?.navigationController(self, willShow: below, animated: true)
        below.loadViewIfNeeded()
        top.beginAppearanceTransition(false, animated: true)
        below.beginAppearanceTransition(true, animated: true)
        installContent(below)
        if let belowView = below.viewIfLoaded, let topView = top.viewIfLoaded, let view = viewIfLoaded {
            view.insertSubview(belowView, at: view.subviews.firstIndex { $0 === topView } ?? 0)
        }
        coordinator.start()
        simulation?.atCommit { below.layoutPass() }
        return { [self] in
            coordinator.endInteraction(cancelled: true)
            cancelInteractivePop(top, below, coordinator)
        }
    }

    private func cancelInteractivePop(_ top: UIViewController, _ below: UIViewController, _ coordinator: TransitionCoordinator) {
        top.movingFromParent = false
        below.reverseAppearanceTransition()
        top.reverseAppearanceTransition()
        simulation?.scheduleTransitionEnd(animated: true) { [self] in
            below.endAppearanceTransition()
            top.endAppearanceTransition()
            below.loadedView?.removeFromSuperview()
            finishInteractivePop(coordinator)
        }
    }

    private func finishInteractivePop(_ coordinator: TransitionCoordinator) {
        if currentTransitionCoordinator === coordinator { currentTransitionCoordinator = nil }
        coordinator.finish()
    }
}

extension UIViewController {
    /// Turns the appearance transition under way the other way (a cancelled interactive
    /// transition): the appearing controller gets `viewWillDisappear`, the disappearing one
    /// `viewWillAppear`; the children on screen follow.
    func reverseAppearanceTransition() {
        guard isAppAlive, appearanceState.isInTransition else { return }
        let nowAppearing = appearanceState == .disappearing
        let animated = lastTransitionAnimated
        appearanceState = nowAppearing ? .appearing : .disappearing
        if nowAppearing {
            deliver(.viewWillAppear) { viewWillAppear(animated) }
        } else {
            deliver(.viewWillDisappear) { viewWillDisappear(animated) }
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceChildren where child.appearanceState.isInTransition {
            child.reverseAppearanceTransition()
        }
    }
}
