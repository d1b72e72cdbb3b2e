/// The user's gestures beyond taps (docs/decisions.md, UIKitSim, "Gestures"): the swipe back
/// from the screen's edge, the swipe down and up on a sheet, and a tap on an alert's button.
/// Each turns the run loop until idle, as the taps do.
extension Simulation {
    /// Swipes from the left edge of the front-most navigation controller that shows a back
    /// button. Completed, the top controller is popped as by the back button; not completed,
    /// the finger lets go too early, the pop is cancelled and the stack is unchanged.
    public func swipeBackFromEdge(completing: Bool) throws {
        let navigation = visibleControllers.compactMap { $0 as? UINavigationController }.last(where: \.canSwipeBack)
        guard let navigation else {
            throw UserActionError(description: "no navigation controller on screen has anything to go back to")
        }
        if completing {
            userTurn {
                navigation.nextPopIsInteractive = true
                navigation.popViewController(animated: true)
            }
            return
        }
        var letGo: (() -> Void)?
        userTurn { letGo = navigation.beginInteractivePop() }
        if let letGo { userTurn(letGo) }
    }

    /// Swipes the front-most sheet down: to its next smaller detent if it has one (the sheet's
    /// delegate hears of the change), else an attempt to dismiss it. The attempt is refused
    /// when the sheet's controller `isModalInPresentation` or its presentation controller's
    /// delegate answers false to `presentationControllerShouldDismiss` (the delegate then gets
    /// `presentationControllerDidAttemptToDismiss`); otherwise the delegate gets
    /// `presentationControllerWillDismiss`, the sheet is dismissed, and
    /// `presentationControllerDidDismiss` follows when the dismissal has ended (Apple's
    /// `UIAdaptivePresentationControllerDelegate` and `isModalInPresentation` pages).
    public func swipeDownSheet() throws {
        let sheet = try frontSheet()
        if let smaller = sheet.detentStep(by: -1) {
            userTurn { sheet.userDragged(to: smaller) }
            return
        }
        userTurn { sheet.userSwipedDown() }
    }

    /// Drags the front-most sheet up to its next larger detent; throws when it is at its largest.
    public func swipeUpSheet() throws {
        let sheet = try frontSheet()
        guard let larger = sheet.detentStep(by: 1) else {
            throw UserActionError(description: "the sheet on screen is already at its largest detent")
        }
        userTurn { sheet.userDragged(to: larger) }
    }

    /// Taps the enabled button titled `title` of the front-most alert or action sheet.
    public func tapAlertAction(titled title: String) throws {
        guard let alert = visibleControllers.compactMap({ $0 as? UIAlertController }).last else {
            throw UserActionError(description: "no alert is on screen")
        }
        guard let action = alert.actions.last(where: { $0.title == title && $0.isEnabled }) else {
            let titles = alert.actions.compactMap(\.title).map { "'\($0)'" }.joined(separator: ", ")
            throw UserActionError(description: "the alert on screen has no button titled '\(title)' (it has \(titles))")
        }
        userTurn { alert.userTapped(action) }
    }

    private func frontSheet() throws -> UIViewController {
        let sheet = visibleControllers.last { $0.isSheetStyle && $0.presentingController != nil && !$0.beingDismissed }
        guard let sheet else { throw UserActionError(description: "no sheet is on screen") }
        return sheet
    }
}

extension UIViewController {
    /// The sheet's detent `step` places smaller (-1) or larger (+1) than the current one.
    func detentStep(by step: Int) -> UISheetPresentationController.Detent.Identifier? {
        guard let sheet = sheetPresentationController else { return nil }
        let order: [UISheetPresentationController.Detent.Identifier] = [.medium, .large]
        let available = order.filter { id in sheet.detents.contains { $0.identifier == id } }
        guard let index = available.firstIndex(of: sheet.currentDetent) else { return nil }
        let next = index + step
        return available.indices.contains(next) ? available[next] : nil
    }

    /// The user dragged the sheet to `detent`: it rests there and its delegate is told.
    func userDragged(to detent: UISheetPresentationController.Detent.Identifier) {
        guard let sheet = sheetPresentationController, let view = loadedView,
              let presenterView = presentingController?.loadedView else { return }
        sheet.selectedDetentIdentifier = detent
        view.frame = presentedFrame(style: resolvedPresentationStyle, presenterView: presenterView)
        (sheet.sheetDelegate ?? sheet.delegate as? UISheetPresentationControllerDelegate)?
            .sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
        setNeedsLayoutPass()
    }

    /// The user swiped the sheet down to dismiss it.
    func userSwipedDown() {
        guard let presentation = presentationController else { return }
        let delegate = presentation.delegate
        let refused = isModalInPresentation || children.contains(where: \.isModalInPresentation)
        if refused || delegate?.presentationControllerShouldDismiss(presentation) == false {
            delegate?.presentationControllerDidAttemptToDismiss(presentation)
            return
        }
        delegate?.presentationControllerWillDismiss(presentation)
        dismiss(animated: true) { delegate?.presentationControllerDidDismiss(presentation) }
    }
}
