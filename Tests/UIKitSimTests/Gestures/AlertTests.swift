import Testing
@testable import UIKitSim

/// Alerts. Sources: Apple, `UIAlertController`: configured with actions, "present it using the
/// present(_:animated:completion:) method"; after the user taps an action, the alert is
/// dismissed automatically and the action's handler runs. The handler running once the alert
/// is gone (a handler may present another controller from the same presenter without the
/// "already presenting" warning) is the behaviour of shipping apps, noted in docs/decisions.md
/// ("Alerts"). An alert covers its presenter without taking it off screen (no disappear
/// callbacks, as for `.overFullScreen`).
@Suite struct AlertTests {
    @Test func aTapDismissesThenRunsTheHandler() throws {
        let simulation = Simulation()
        let list = simulation.withCurrent { ListController() }
        let window = launched(list, in: simulation)
        var notes: [String] = []
        let alert = simulation.withCurrent {
            UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
            notes.append("\(action.title ?? "") presented=\(list.presentedViewController != nil) alert=\(alert.appearanceState)")
        })
        simulation.run { list.present(alert, animated: true) }
        #expect(list.appearanceState == .appeared)
        simulation.clearTrace()
        try simulation.tapAlertAction(titled: "Delete")
        #expect(notes == ["Delete presented=false alert=disappeared"])
        #expect(simulation.lines == ["UIAlertController.viewWillDisappear(_:)", "UIAlertController.viewDidDisappear(_:)"])
        #expect(window.isKeyWindow)
    }

    @Test func aMissingButtonIsNamedWithTheOnesThereAre() throws {
        let simulation = Simulation()
        let list = simulation.withCurrent { ListController() }
        let window = launched(list, in: simulation)
        let alert = simulation.withCurrent { UIAlertController(title: "Hi", message: nil, preferredStyle: .actionSheet) }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        simulation.run { list.present(alert, animated: true) }
        #expect(throws: UserActionError(description: "the alert on screen has no button titled 'Nope' (it has 'OK')")) {
            try simulation.tapAlertAction(titled: "Nope")
        }
        #expect(window.isKeyWindow)
    }
}
