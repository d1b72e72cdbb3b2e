extension UIViewController {
    /// The controller this one presented, or the one presented by the nearest ancestor that
    /// presented something.
    public var presentedViewController: UIViewController? {
        presentedController ?? parent?.presentedViewController
    }

    /// The controller that presented this one (or its nearest presented ancestor).
    public var presentingViewController: UIViewController? {
        presentingController ?? parent?.presentingViewController
    }

    /// The style actually used: `.automatic` is `.pageSheet` (iOS 13 and later).
    var resolvedPresentationStyle: UIModalPresentationStyle {
        switch modalPresentationStyle {
        case .automatic, .none: .pageSheet
        default: modalPresentationStyle
        }
    }

    /// Whether presenting in this style takes the presenter off screen.
    var presentationCoversPresenter: Bool {
        resolvedPresentationStyle == .fullScreen || resolvedPresentationStyle == .currentContext
    }

    func performShow(_ viewController: UIViewController, sender: Any?) {
        guard isAppAlive else { return }
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }

    func performShowDetail(_ viewController: UIViewController, sender: Any?) {
        guard isAppAlive else { return }
        if let split = self as? UISplitViewController ?? splitViewController {
            split.showDetailInColumns(viewController)
        } else {
            present(viewController, animated: true)
        }
    }

    /// The controller that provides the presentation context for a presentation asked of
    /// this one: for `.currentContext` and `.overCurrentContext` the first ancestor that
    /// defines a context, otherwise (and failing that) the top of the parent chain.
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        if style == .currentContext || style == .overCurrentContext {
            var current: UIViewController? = self
            while let candidate = current {
                if candidate.definesPresentationContext { return candidate }
                current = candidate.parent
            }
        }
        return topAncestor
    }

    /// Whether the controller is already part of a window's hierarchy or a container.
    var isActiveInHierarchy: Bool {
        parent != nil || loadedView?.window != nil
    }

    func performPresent(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard isAppAlive, let simulation else { return }
        if let presenter = presented.presentingController {
            simulation.raise(ExceptionName.invalidArgument,
                             "Application tried to present modally a view controller \(presented) that is already being presented by \(presenter).")
            return
        }
        if presented === self || presented.isActiveInHierarchy {
            simulation.raise(ExceptionName.invalidArgument,
                             "Application tried to present modally an active controller \(presented).")
            return
        }
        let style = presented.resolvedPresentationStyle
        if style == .popover, simulation.device.horizontalSizeClass == .regular {
            let popover = presented.popoverPresentationController
            if let popover, popover.sourceView == nil, popover.barButtonItem == nil {
                simulation.raise(ExceptionName.generic,
                                 "UIPopoverPresentationController (\(simulation.identity(of: popover).bracketed)) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
                return
            }
        }
        let presenter = presentationContext(for: style)
        // In progress: asked for and not yet appeared (its viewDidAppear may present).
        if presenter.beingPresented, presenter.appearanceState != .appeared {
            simulation.logLine("Attempt to present \(presented) on \(presenter) (from \(self)) while a presentation is in progress.")
            return
        }
        guard presenter.loadedView?.window != nil else {
            simulation.logLine("Attempt to present \(presented) on \(presenter) whose view is not in the window hierarchy.")
            return
        }
        if let current = presenter.presentedController {
            simulation.logLine("Attempt to present \(presented) on \(presenter) (from \(self)) which is already presenting \(current).")
            return
        }
        presenter.presentedController = presented
        presented.presentingController = presenter
        presented.beingPresented = true
        simulation.atCommit { [self] in
            guard presented.presentingController === presenter else { return }
            startPresentation(of: presented, on: presenter, style: style, animated: animated, completion: completion)
        }
    }

    /// The view work of a presentation, when the turn that asked for it ends (UIKit runs it
    /// from `_runAfterCACommitDeferredBlocks`): the presented view loads, the appearance
    /// transition runs, and the presenter's view leaves the window at the end if covered.
    private func startPresentation(of presented: UIViewController, on presenter: UIViewController,
                                   style: UIModalPresentationStyle, animated: Bool, completion: (() -> Void)?) {
        presented.loadViewIfNeeded()
        guard isAppAlive, let presenterView = presenter.loadedView,
              let container = presenterView.superview, let presentedView = presented.loadedView else { return }
        let covered = presented.presentationCoversPresenter && presenter.appearanceState.isOnScreen ? presenter : nil
        let install = { [self] in
            presentedView.frame = presented.presentedFrame(style: style, presenterView: presenterView)
            container.addSubview(presentedView)
        }
        presented.runAppearanceTransition(appearing: presented, disappearing: covered, animated: animated,
                                          appearingDidFirst: true, coordinator: TransitionCoordinator(animated: animated),
                                          install: install) {
            presented.beingPresented = false
            if let covered, covered.presentedController === presented {
                covered.coveredViewSuperview = presenterView.superview
                presenterView.removeFromSuperview()
            }
            completion?()
        }
    }

    /// The frame of this presented controller's view, in its container's coordinates. See
    /// docs/decisions.md for the sheet sizes; an iPhone sheet at its medium detent covers the
    /// lower half of the screen.
    func presentedFrame(style: UIModalPresentationStyle, presenterView: UIView) -> CGRect {
        let screen = simulation?.screen.bounds ?? presenterView.bounds
        let device = simulation?.device ?? .iPhone
        switch style {
        case .currentContext, .overCurrentContext:
            return presenterView.frame
        case .pageSheet, .formSheet, .popover:
            if device == .iPhone {
                let orientation = simulation?.orientation ?? .portrait
                let atMedium = sheetPresentationController?.currentDetent == .medium
                let top = atMedium ? screen.height / 2 : device.safeAreaInsets(in: orientation).top + 10
                return CGRect(x: 0, y: top, width: screen.width, height: screen.height - top)
            }
            let size = style == .pageSheet ? CGSize(width: 704, height: 1106) : CGSize(width: 540, height: 620)
            return CGRect(x: (screen.width - size.width) / 2, y: (screen.height - size.height) / 2,
                          width: size.width, height: size.height)
        default:
            return screen
        }
    }

    func performDismiss(animated: Bool, completion: (() -> Void)?) {
        guard isAppAlive else { return }
        let base: UIViewController
        if let presented = presentedViewController, presented.presentingController != nil {
            base = presented.presentingController!
        } else if let presenter = presentingViewController {
            base = presenter
        } else {
            return
        }
        base.dismissPresentedChain(animated: animated, completion: completion)
    }

    /// Dismisses everything presented above this controller. `presentedViewController` is nil
    /// at once; when the turn ends the controllers still on screen get their disappear
    /// callbacks (top first), and this controller appears again if the presentation had covered
    /// it. The dismissal keeps the dismissed controllers until it ends, as the presenting
    /// controller did: they are freed then.
    func dismissPresentedChain(animated: Bool, completion: (() -> Void)?) {
        guard let first = presentedController, let simulation else { return }
        var chain: [UIViewController] = []
        var next: UIViewController? = first
        while let controller = next {
            chain.append(controller)
            next = controller.presentedController
        }
        for controller in chain {
            controller.beingDismissed = true
            controller.beingPresented = false
            controller.presentingController?.presentedController = nil
            controller.presentingController = nil
        }
        simulation.atCommit { [self] in
            let leaving = chain.reversed().filter { $0.appearanceState.isOnScreen }
            let returning: UIViewController? = appearanceState.isOnScreen ? nil : self
            let coordinator = TransitionCoordinator(animated: animated)
            let participants = chain + [self]
            coordinator.begin(for: participants)
            for controller in leaving {
                controller.beginAppearanceTransition(false, animated: animated)
            }
            returning?.beginAppearanceTransition(true, animated: animated)
            if let returning, let container = returning.coveredViewSuperview, let view = returning.loadedView {
                container.insertSubview(view, at: 0)
                returning.coveredViewSuperview = nil
            }
            returning?.layoutPass()
            coordinator.startAnimation()
            simulation.scheduleTransitionEnd(animated: animated) {
                for controller in leaving + [returning].compactMap({ $0 }) where controller.appearanceState.isInTransition {
                    controller.endAppearanceTransition()
                }
                coordinator.end(for: participants)
                for controller in chain {
                    controller.beingDismissed = false
                    controller.loadedView?.removeFromSuperview()
                }
                completion?()
            }
        }
    }
}
