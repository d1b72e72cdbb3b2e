import Testing
@testable import UIKitSim

/// The `dismiss-presented` action: the front presented screen closes as its own Cancel button
/// would make it, by `dismiss(animated:)`. Apple, `dismiss(animated:completion:)`: "The
/// presenting view controller is responsible for dismissing the view controller it presented.
/// If you call this method on the presented view controller itself, UIKit asks the presenting
/// view controller to handle the dismissal." A full-screen presentation removes the presenter's
/// view, so closing it brings the presenter's appearance callbacks (`modalPresentationStyle`,
/// `.fullScreen`: "the views belonging to the presenting view controller are removed after the
/// presentation completes").
@Suite struct DismissPresentedTests {
    @Test func theFrontFullScreenPresentationClosesAndThePresenterReappears() throws {
        let simulation = Simulation()
        let (list, detail) = simulation.withCurrent { (ListController(), DetailController()) }
        let window = launched(list, in: simulation)
        detail.modalPresentationStyle = .fullScreen
        simulation.run { list.present(detail, animated: true) }
        #expect(list.presentedViewController === detail)
        let before = simulation.events.count
        try simulation.dismissFrontPresented()
        #expect(list.presentedViewController == nil)
        let after = simulation.events[before...].map { "\($0.callback.rawValue)" }
        #expect(after.contains("viewDidAppear(_:)"))
        #expect(window.isKeyWindow)
    }

    @Test func withNothingPresentedItIsRefused() {
        let simulation = Simulation()
        let list = simulation.withCurrent { ListController() }
        let window = launched(list, in: simulation)
        #expect(throws: UserActionError.self) { try simulation.dismissFrontPresented() }
        #expect(window.rootViewController === list)
    }
}
