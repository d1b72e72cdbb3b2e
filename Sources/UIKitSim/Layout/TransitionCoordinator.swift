/// What a controller learns about a transition under way (a rotation, an interactive pop):
/// UIKit's `UIViewControllerTransitionCoordinator`, which is also its own context here.
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether the user's finger drives the transition (an interactive pop).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (a swipe back the user let go of too early).
    var isCancelled: Bool { get }
    /// How long the animation lasts, in seconds.
    var transitionDuration: TimeInterval { get }
    /// Runs `animation` with the transition's animation and `completion` when it ends.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinator) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinator) -> Void)?) -> Bool
    /// Calls `handler` when the user's finger lets go of an interactive transition.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinator) -> Void)
}

/// UIKitSim's coordinator: animations asked for before the transition starts run when it
/// starts, completions when it ends.
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    let transitionDuration: TimeInterval
    private var started = false
    private var animations: [(UIViewControllerTransitionCoordinator) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinator) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinator) -> Void] = []

    init(animated: Bool, interactive: Bool, duration: TimeInterval) {
        isAnimated = animated
        isInteractive = interactive
        transitionDuration = duration
    }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinator) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinator) -> Void)?) -> Bool {
        if let animation {
            if started { animation(self) } else { animations.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinator) -> Void) {
        interactionHandlers.append(handler)
    }

    /// The animation starts: the alongside animations run.
    func start() {
        started = true
        let waiting = animations
        animations = []
        for animation in waiting { animation(self) }
    }

    /// The user's finger let go: the interaction handlers learn whether it was cancelled.
    func endInteraction(cancelled: Bool) {
        isCancelled = cancelled
        isInteractive = false
        for handler in interactionHandlers { handler(self) }
    }

    /// The transition ended: the completions run.
    func finish() {
        let waiting = completions
        completions = []
        for completion in waiting { completion(self) }
    }
}

extension TransitionCoordinator {
    /// A coordinator for a push, pop, presentation or dismissal (Apple's
    /// `UIViewControllerTransitionCoordinator`: "When you present or dismiss a view controller,
    /// UIKit creates a transition coordinator object automatically and assigns it to the view
    /// controller's transitionCoordinator property"); not animated, it lasts no time.
    convenience init(animated: Bool, interactive: Bool = false) {
        self.init(animated: animated, interactive: interactive, duration: animated ? Simulation.animationDuration : 0)
    }

    /// The transition begins: each participant's `transitionCoordinator` (and so its children's)
    /// answers this coordinator until ``end(for:)``.
    func begin(for participants: [UIViewController]) {
        for controller in participants { controller.currentTransitionCoordinator = self }
    }

    /// The animation starts: the alongside animations run; an interactive transition the user
    /// completes (a finished swipe back) stops being interactive as the finger lets go.
    func startAnimation() {
        start()
        if isInteractive { endInteraction(cancelled: false) }
    }

    /// The transition ended: the participants answer nil again, then the completions run.
    func end(for participants: [UIViewController]) {
        for controller in participants where controller.currentTransitionCoordinator === self {
            controller.currentTransitionCoordinator = nil
        }
        finish()
    }
}
