/// What a built-in container changed about the children it shows during one run-loop turn:
/// UIKit updates `viewControllers` at once and runs one transition, from what was shown to
/// what is to be shown, when the turn ends (uikit-behaviour.md, "Time"; docs/decisions.md,
/// UIKitSim, "Time"). Two pushes in one turn therefore show only the second controller, and a
/// push undone by a pop in the same turn shows nothing.
final class PendingContentChange {
    /// The child the container showed before the turn's first change.
    let shown: UIViewController?
    /// Children added during the turn (they get `didMove(toParent:)` when the change settles).
    var arriving: [UIViewController] = []
    /// Children removed during the turn (they get `didMove(toParent: nil)` when it settles).
    /// Holding them here keeps them alive until then, as UIKit's transition does.
    var leaving: [UIViewController] = []
    /// Whether the last change asked for an animation.
    var animated: Bool
    /// Called with true once the change has settled (a page view controller's completion).
    var completions: [(Bool) -> Void] = []

    init(shown: UIViewController?, animated: Bool) {
        self.shown = shown
        self.animated = animated
    }
}

extension UIViewController {
    /// Records a change of the children this built-in container shows. On screen, `start`
    /// runs once, at the end of the turn, with every change the turn made; off screen it runs
    /// at once (the container then only settles the change: nothing appears).
    func deferContentChange(shown: UIViewController?, arriving: [UIViewController] = [],
                            leaving: [UIViewController] = [], animated: Bool,
                            completion: ((Bool) -> Void)? = nil,
                            start: @escaping (PendingContentChange) -> Void) {
        let change = pendingContentChange ?? PendingContentChange(shown: shown, animated: animated)
        change.arriving += arriving
        change.leaving += leaving
        change.animated = animated
        if let completion { change.completions.append(completion) }
        guard pendingContentChange == nil else { return }
        guard isOnScreen, let simulation else { return start(change) }
        pendingContentChange = change
        simulation.atCommit { [self] in
            pendingContentChange = nil
            start(change)
        }
    }

    /// The end of a content change: children that left lose their view and get
    /// `didMove(toParent: nil)`, children that arrived get `didMove(toParent:)` (even when a
    /// later change, not settled yet, has taken them out again), then the completions run.
    func settleContentChange(_ change: PendingContentChange) {
        for controller in change.leaving.reversed()
        where controller.parent === self && !children.contains(where: { $0 === controller }) {
            controller.loadedView?.removeFromSuperview()
            controller.parent = nil
            controller.deliverDidMove(toParent: nil)
        }
        for controller in change.arriving where controller.parent === self {
            controller.deliverDidMove(toParent: self)
        }
        for completion in change.completions { completion(true) }
    }

    /// The child from `change` that is still on screen and should disappear for `target`.
    func outgoingChild(of change: PendingContentChange, for target: UIViewController?) -> UIViewController? {
        guard let shown = change.shown, shown !== target, shown.appearanceState.isOnScreen else { return nil }
        return shown
    }
}
