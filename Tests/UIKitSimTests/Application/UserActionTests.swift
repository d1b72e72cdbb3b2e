import Testing
@testable import UIKitSim

/// Simulated user actions: buttons by title, the back button.
@Suite struct UserActionTests {
    final class Counter: UIViewController {
        var taps = 0
        override func viewDidLoad() {
            let button = UIButton(primaryAction: UIAction(title: "Add") { [weak self] _ in self?.taps += 1 })
            view.addSubview(button)
        }
    }

    @Test func tappingAButtonRunsItsAction() throws {
        let simulation = Simulation()
        let counter = simulation.withCurrent { Counter() }
        let window = launched(counter, in: simulation)
        try simulation.tapButton(titled: "Add")
        try simulation.tapButton(titled: "Add")
        #expect(counter.taps == 2)
        #expect(throws: UserActionError(description: "no button titled 'Remove' is on screen")) {
            try simulation.tapButton(titled: "Remove")
        }
        #expect(throws: UserActionError(description: "no back button is on screen")) {
            try simulation.tapBackButton()
        }
        #expect(window.isKeyWindow)
    }

    @Test func hiddenButtonsCannotBeTapped() {
        let simulation = Simulation()
        let counter = simulation.withCurrent { Counter() }
        let window = launched(counter, in: simulation)
        counter.view.subviews.first?.isHidden = true
        #expect(throws: UserActionError.self) { try simulation.tapButton(titled: "Add") }
        #expect(counter.taps == 0)
        #expect(window.isKeyWindow)
    }
}
