import Testing
@testable import UIKitSim

/// Hiding a visible window and showing another one. Expectations:
/// - Apple's "View Controller Programming Guide for iOS", "Responding to Display-Related
///   Notifications": when a controller's view is about to be removed *or hidden*, the
///   controller gets viewWillDisappear and viewDidDisappear; when it is added to the window's
///   hierarchy again, viewWillAppear and viewDidAppear.
/// - Apple's UIWindow.makeKeyAndVisible() page: it shows the window in front of the other
///   windows; the other windows stay visible behind it, so their controllers do not disappear.
@Suite struct WindowHidingTests {
    private let appearance = [
        "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
    ]

    private func appearanceLines(_ simulation: Simulation) -> [String] {
        simulation.lines.filter { line in appearance.contains { line.hasSuffix("." + $0) } }
    }

    @Test func hidingAVisibleWindowMakesItsRootDisappear() {
        let simulation = Simulation()
        let root = simulation.withCurrent { ListController() }
        let window = launched(root, in: simulation)
        simulation.clearTrace()
        simulation.run { window.isHidden = true }
        #expect(appearanceLines(simulation) == [
            "ListController.viewWillDisappear(_:)", "ListController.viewDidDisappear(_:)",
        ])
        #expect(root.appearanceState == .disappeared)
        #expect(root.viewIfLoaded?.superview === window)
        #expect(window.rootViewController === root)

        simulation.clearTrace()
        simulation.run { window.isHidden = false }
        #expect(appearanceLines(simulation) == [
            "ListController.viewWillAppear(_:)", "ListController.viewDidAppear(_:)",
        ])
        #expect(!simulation.lines.contains("ListController.viewDidLoad"))
        #expect(root.appearanceState == .appeared)
    }

    @Test func hidingAHiddenWindowOrAWindowWithoutRootDoesNothing() {
        let simulation = Simulation()
        let root = simulation.withCurrent { ListController() }
        let window = launched(root, in: simulation)
        simulation.run { window.isHidden = true }
        simulation.clearTrace()
        simulation.run { window.isHidden = true }
        #expect(simulation.lines.isEmpty)
        let empty = simulation.run { UIWindow() }
        simulation.run { empty.isHidden = false; empty.isHidden = true }
        #expect(simulation.lines.isEmpty)
    }

    @Test func controllersPresentedOverTheRootDisappearWithIt() {
        let simulation = Simulation()
        let root = simulation.withCurrent { ListController() }
        let sheet = simulation.withCurrent { DetailController() }
        let window = launched(root, in: simulation)
        simulation.run { root.present(sheet, animated: false) }
        #expect(root.appearanceState == .appeared)  // a page sheet leaves the presenter on screen
        simulation.clearTrace()
        simulation.run { window.isHidden = true }
        #expect(root.appearanceState == .disappeared)
        #expect(sheet.appearanceState == .disappeared)
        simulation.run { window.isHidden = false }
        #expect(root.appearanceState == .appeared)
        #expect(sheet.appearanceState == .appeared)
        #expect(root.presentedViewController === sheet)
    }

    @Test func showingAnotherKeyWindowLeavesTheFirstRootOnScreen() {
        let simulation = Simulation()
        let first = simulation.withCurrent { ListController() }
        let firstWindow = launched(first, in: simulation)
        simulation.clearTrace()
        let second = simulation.withCurrent { DetailController() }
        let secondWindow = launched(second, in: simulation)
        #expect(simulation.lines(of: "ListController").isEmpty)
        #expect(first.appearanceState == .appeared)
        #expect(secondWindow.isKeyWindow && !firstWindow.isKeyWindow)
        #expect(!firstWindow.isHidden)
    }
}

/// A root replaced while its window is hidden: the new root is only recorded (uikit-behaviour.md,
/// "Setting rootViewController on a window that is not yet visible only records it") and
/// installed when the window shows again; the old root does not come back.
@Suite struct HiddenWindowRootReplacementTests {
    @Test func replacingTheRootOfAHiddenWindow() {
        let simulation = Simulation()
        let old = simulation.withCurrent { ListController() }
        let window = launched(old, in: simulation)
        simulation.run { window.isHidden = true }
        let new = simulation.withCurrent { DetailController() }
        simulation.run { window.rootViewController = new }
        #expect(!new.isViewLoaded)
        simulation.clearTrace()
        simulation.run { window.isHidden = false }
        #expect(new.appearanceState == .appeared)
        #expect(old.appearanceState == .disappeared)
        #expect(simulation.lines(of: "ListController").isEmpty)
        #expect(window.subviews.map { $0 } == [new.view])
    }
}
