/// Rotation as a user action (docs/decisions.md, UIKitSim, "Rotation"). Apple's
/// `viewWillTransition(to:with:)`: UIKit calls it before changing the size of a presented
/// controller's view, and a container's implementation passes it to its children; the new
/// traits follow (`traitCollectionDidChange`), then the views take their new sizes and are laid
/// out; the coordinator's completions run when the rotation's animation ends.
extension Simulation {
    /// Turns the device to `orientation`, then turns the run loop until idle. Turning it to the
    /// way it is already held does nothing.
    public func rotate(to orientation: UIInterfaceOrientation) throws {
        guard orientation != .unknown else {
            throw UserActionError(description: "the device cannot be turned to an unknown orientation")
        }
        guard orientation != self.orientation else { return }
        userTurn { turnDevice(to: orientation) }
    }

    private func turnDevice(to orientation: UIInterfaceOrientation) {
        let oldScreen = screen.bounds
        let previousTraits = screen.traitCollection
        let newSize = device.screenSize(in: orientation)
        let windows = self.windows.filter { !$0.isHidden }
        let roots = windows.compactMap(\.rootViewController).filter(\.isOnScreen)
        let coordinator = TransitionCoordinator(animated: true, interactive: false, duration: Self.animationDuration)
        for root in roots {
            root.currentTransitionCoordinator = coordinator
            root.deliverEnvironmentCallback(.viewWillTransition) { root.viewWillTransition(to: newSize, with: coordinator) }
        }
        self.orientation = orientation
        for window in windows where window.frame == oldScreen {
            window.frame = screen.bounds
            window.rootViewController?.viewIfLoaded?.frame = window.bounds
        }
        let shown = roots.flatMap(\.presentationChain)
        for presented in shown.dropFirst() {
            guard let presenterView = presented.presentingController?.loadedView else { continue }
            presented.loadedView?.frame = presented.presentedFrame(style: presented.resolvedPresentationStyle,
                                                                   presenterView: presenterView)
        }
        let currentTraits = screen.traitCollection
        if currentTraits != previousTraits {
            for controller in shown where controller.isOnScreen {
                controller.deliverEnvironmentCallback(.traitCollectionDidChange) {
                    controller.traitCollectionDidChange(previousTraits)
                }
            }
            for controller in shown {
                controller.notifyTraitRegistrations(previous: previousTraits, current: currentTraits)
            }
        }
        coordinator.start()
        for controller in shown { controller.relayout() }
        scheduleTransitionEnd(animated: true) {
            for root in roots where root.currentTransitionCoordinator === coordinator {
                root.currentTransitionCoordinator = nil
            }
            coordinator.finish()
        }
    }
}

extension UIViewController {
    /// This controller and the controllers presented above it, bottom first.
    var presentationChain: [UIViewController] {
        var chain: [UIViewController] = [self]
        while let next = chain.last?.presentedController, next.presentingController === chain.last {
            chain.append(next)
        }
        return chain
    }
}
