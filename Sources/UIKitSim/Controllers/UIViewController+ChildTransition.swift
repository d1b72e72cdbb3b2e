/// `transition(from:to:duration:options:animations:completion:)`: a custom container swaps
/// one child's view for another's, and UIView's transition methods it is built on.
extension UIViewController {
    /// Transitions between two of this controller's children. Apple's documentation
    /// (UIViewController, `transition(from:to:duration:options:animations:completion:)`):
    /// `fromViewController` is "a view controller whose view is currently visible in the
    /// parent's view hierarchy", `toViewController` "a child view controller whose view is not
    /// currently in the view hierarchy"; the method adds the second controller's view, performs
    /// the animations, and when they complete removes the first controller's view. Adding and
    /// removing the views sends the appearance callbacks, as for any custom container; the
    /// containment calls (`willMove`, `addChild`, `removeFromParent`, `didMove`) stay the
    /// caller's. A zero duration makes the change without animating: the old view goes and the
    /// completion runs when this turn's commit is done.
    public func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                           duration: TimeInterval, options: UIView.AnimationOptions = [],
                           animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard isAppAlive else { return }
        guard fromViewController.parent === self, toViewController.parent === self else {
            simulation?.raise(ExceptionName.invalidArgument,
                              "Children view controllers \(fromViewController) and \(toViewController) must have a common parent view "
                              + "controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
            return
        }
        let fromView = fromViewController.view
        guard isAppAlive, let container = fromView?.superview else { return }
        let toView = toViewController.view
        guard isAppAlive, let toView else { return }
        UIView.transition(from: fromView ?? UIView(), to: toView, in: container, duration: duration,
                          options: options, animations: animations, completion: completion)
    }
}

extension UIView {
    /// Options of UIView's animations. The simulator does not animate: only
    /// `showHideTransitionViews` changes what a transition does.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Hide the old view and show the new one instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Repeat the animation indefinitely (UIKit's value, `UIViewAnimationOptionRepeat`).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    }

    /// A transition of `view`'s content: Apple's documentation
    /// (`transition(with:duration:options:animations:completion:)`) makes the changes in
    /// `animations`; `completion` receives true when they are done (after `duration` virtual
    /// seconds, or when this turn's commit is done for a zero duration).
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard view.isAppAlive else { return }
        animations?()
        view.simulation?.whenAnimationEnds(duration) { completion?(true) }
    }

    /// Replaces `fromView` by `toView`. Apple's documentation
    /// (`transition(from:to:duration:options:completion:)`): `fromView` "is removed from its
    /// superview as part of the transition", `toView` "is added to the superview of
    /// `fromView`"; with `showHideTransitionViews` the first is hidden and the second shown
    /// instead. A `fromView` without a superview leaves nothing to replace: only the
    /// completion runs.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            fromView.simulation?.whenAnimationEnds(duration) { completion?(true) }
            return
        }
        transition(from: fromView, to: toView, in: container, duration: duration, options: options,
                   animations: nil, completion: completion)
    }

    /// The swap both transition methods make: `toView` added (or shown) in `container` at
    /// once, the animations, then `fromView` removed (or hidden) and the completion when the
    /// animation ends.
    static func transition(from fromView: UIView, to toView: UIView, in container: UIView, duration: TimeInterval,
                           options: AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        let showsAndHides = options.contains(.showHideTransitionViews)
        if showsAndHides {
            toView.isHidden = false
        } else if toView.superview !== container {
            container.addSubview(toView)
        }
        animations?()
        container.simulation?.whenAnimationEnds(duration) {
            if showsAndHides {
                fromView.isHidden = true
            } else if fromView.superview === container {
                fromView.removeFromSuperview()
            }
            completion?(true)
        }
    }
}

extension Simulation {
    /// Runs `work` when an animation of `duration` virtual seconds ends: after that time, or
    /// right after this turn's commit for a zero (or negative) duration.
    func whenAnimationEnds(_ duration: TimeInterval, _ work: @escaping () -> Void) {
        if duration > 0 {
            schedule(after: duration, work)
        } else {
            afterCommit(work)
        }
    }
}
