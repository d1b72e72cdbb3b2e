extension UIView {
    /// Animates changes to views. UIKitSim does not animate: as in Apple's documentation
    /// (`animate(withDuration:delay:options:animations:completion:)`: "the changes to commit to
    /// the views"), the `animations` block makes its changes at once, and their final values
    /// are what the program reads back; `completion` receives true ("whether or not the
    /// animations actually finished") when `delay` plus `duration` virtual seconds have passed
    /// (at the end of this turn's commit for zero). With `.repeat` ("Repeat the animation
    /// indefinitely", Apple, `UIView.AnimationOptions.repeat`) it never ends, so the completion
    /// is never called and no end is waited for.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil, in simulation: Simulation?) {
        animations()
        guard !options.contains(.repeat) else { return }
        simulation?.whenAnimationEnds(max(0, delay) + max(0, duration)) { completion?(true) }
    }
}
