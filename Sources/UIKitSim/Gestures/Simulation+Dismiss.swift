/// Closing a presented screen the way its own button would (docs/decisions.md, UIKitSim,
/// "Gestures"): a full-screen presentation has no gesture that dismisses it, so its Cancel or
/// Done button calls `dismiss(animated:)`; the simulation does that call for the user.
extension Simulation {
    /// Dismisses the front-most presented controller as `dismiss(animated: true)` on it would,
    /// then turns the run loop until idle; throws when nothing is presented.
    public func dismissFrontPresented() throws {
        let front = visibleControllers.last { $0.presentingController != nil && !$0.beingDismissed }
        guard let front else { throw UserActionError(description: "nothing presented is on screen") }
        userTurn { front.dismiss(animated: true) }
    }
}
