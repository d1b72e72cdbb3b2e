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

/// Bar buttons: tapping by title, and the drawing showing the right item.
@Suite struct BarButtonTests {
    @Test func tappingABarButtonRunsItsAction() throws {
        let simulation = Simulation()
        var added = 0
        let nav = simulation.withCurrent {
            let list = ListController()
            list.title = "Notes"
            list.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in added += 1 })
            return UINavigationController(rootViewController: list)
        }
        let window = launched(nav, in: simulation)
        try simulation.tapBarButton(titled: "+")
        #expect(added == 1)
        let barRow = simulation.screenDrawing().split(separator: "\n")[2]
        #expect(barRow.contains("Notes"))
        #expect(barRow.hasSuffix("+ │"))
        #expect(throws: UserActionError(description: "no bar button titled 'Done' is on screen")) {
            try simulation.tapBarButton(titled: "Done")
        }
        #expect(window.isKeyWindow)
    }

    @Test func popoverControllerExistsOnlyForPopovers() {
        let simulation = Simulation()
        simulation.run {
            let controller = ListController()
            #expect(controller.popoverPresentationController == nil)
            controller.modalPresentationStyle = .popover
            controller.popoverPresentationController?.sourceView = controller.view
            #expect(controller.popoverPresentationController?.sourceView === controller.view)
        }
    }
}
