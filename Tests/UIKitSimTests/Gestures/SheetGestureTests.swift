import Testing
@testable import UIKitSim

/// Swiping a sheet down, and its detents. Sources, Apple's pages:
/// - `UIAdaptivePresentationControllerDelegate.presentationControllerShouldDismiss(_:)`: asked
///   when the user swipes down; answering false keeps the sheet, and then
///   `presentationControllerDidAttemptToDismiss(_:)` is called.
/// - `presentationControllerWillDismiss(_:)`: called when the dismissal starts;
///   `presentationControllerDidDismiss(_:)`: "after a presented view controller has been
///   dismissed" by the user, not called for a dismissal in code.
/// - `isModalInPresentation`: when true, UIKit ignores events outside the controller's bounds and
///   prevents the interactive dismissal of the controller while it is on screen; the delegate gets
///   `presentationControllerDidAttemptToDismiss(_:)`.
/// - `UISheetPresentationController.detents` (default `[.large()]`) and
///   `selectedDetentIdentifier`: "The default value is nil, which means the sheet displays at the
///   smallest detent you specify in detents."
@Suite struct SheetGestureTests {
    final class Listener: UISheetPresentationControllerDelegate {
        var heard: [String] = []
        var allow = true
        func presentationControllerShouldDismiss(_ p: UIPresentationController) -> Bool { heard.append("should"); return allow }
        func presentationControllerWillDismiss(_ p: UIPresentationController) { heard.append("will") }
        func presentationControllerDidDismiss(_ p: UIPresentationController) { heard.append("did") }
        func presentationControllerDidAttemptToDismiss(_ p: UIPresentationController) { heard.append("attempt") }
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ s: UISheetPresentationController) {
            heard.append("detent \(s.selectedDetentIdentifier?.rawValue ?? "nil")")
        }
    }

    private func presentSheet(_ simulation: Simulation, configure: (DetailController) -> Void = { _ in })
        -> (ListController, DetailController, Listener, UIWindow) {
        let (list, sheet) = simulation.withCurrent { (ListController(), DetailController()) }
        let window = launched(list, in: simulation)
        let listener = Listener()
        sheet.presentationController?.delegate = listener
        configure(sheet)
        simulation.run { list.present(sheet, animated: true) }
        return (list, sheet, listener, window)
    }

    @Test func aSwipeDownDismissesAndTellsTheDelegate() throws {
        let simulation = Simulation()
        let (list, sheet, listener, window) = presentSheet(simulation)
        try simulation.swipeDownSheet()
        #expect(listener.heard == ["should", "will", "did"])
        #expect(list.presentedViewController == nil)
        #expect(sheet.appearanceState == .disappeared)
        #expect(window.isKeyWindow)
    }

    @Test func aModalSheetRefusesAndTheDelegateHearsTheAttempt() throws {
        let simulation = Simulation()
        let (list, sheet, listener, window) = presentSheet(simulation) { $0.isModalInPresentation = true }
        try simulation.swipeDownSheet()
        #expect(listener.heard == ["attempt"])
        #expect(list.presentedViewController === sheet)
        #expect(window.isKeyWindow)
    }

    @Test func theDelegateCanRefuse() throws {
        let simulation = Simulation()
        let (list, sheet, listener, window) = presentSheet(simulation) { _ in }
        listener.allow = false
        try simulation.swipeDownSheet()
        #expect(listener.heard == ["should", "attempt"])
        #expect(list.presentedViewController === sheet)
        #expect(window.isKeyWindow)
    }

    @Test func aSheetWithTwoDetentsStartsAtMediumAndSwipesBetweenThem() throws {
        let simulation = Simulation(device: .iPhone)
        let (list, sheet, listener, window) = presentSheet(simulation) {
            $0.sheetPresentationController?.detents = [.medium(), .large()]
        }
        #expect(sheet.view.frame.minY == 426)
        try simulation.swipeUpSheet()
        #expect(listener.heard == ["detent com.apple.UIKit.large"])
        #expect(sheet.view.frame.minY == 69)
        try simulation.swipeDownSheet()
        try simulation.swipeDownSheet()
        #expect(listener.heard == ["detent com.apple.UIKit.large", "detent com.apple.UIKit.medium", "should", "will", "did"])
        #expect(list.presentedViewController == nil)
        #expect(window.isKeyWindow)
    }

    @Test func aFullScreenPresentationIsNoSheet() throws {
        let simulation = Simulation()
        let (_, sheet, _, window) = presentSheet(simulation) { $0.modalPresentationStyle = .fullScreen }
        #expect(sheet.sheetPresentationController == nil)
        #expect(throws: UserActionError.self) { try simulation.swipeDownSheet() }
        #expect(window.isKeyWindow)
    }
}
