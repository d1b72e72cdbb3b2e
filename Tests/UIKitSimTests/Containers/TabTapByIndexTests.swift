import Testing
@testable import UIKitSim

/// `Simulation.tapTab(at:)`, the course's `tap-tab` action. uikit-behaviour.md, "Containers":
/// "with more than five, four tabs show and the fifth is "More" (moreNavigationController)";
/// Apple's UITabBarController.moreNavigationController page: the More navigation controller
/// manages the More interface for the tabs that do not fit, and is not in `viewControllers`;
/// Apple's UITabBarController page: a user's tap always shows the root of the tab.
@Suite struct TabTapByIndexTests {
    private func makeTabs(_ count: Int, in simulation: Simulation) -> (UITabBarController, [UIViewController]) {
        simulation.withCurrent {
            let tabs = UITabBarController()
            let controllers = (1...count).map { number in
                let controller = UIViewController()
                controller.title = "T\(number)"
                return controller
            }
            tabs.viewControllers = controllers
            return (tabs, controllers)
        }
    }

    @Test func tapsATabByItsZeroBasedIndex() throws {
        let simulation = Simulation()
        let (tabs, controllers) = makeTabs(3, in: simulation)
        let window = launched(tabs, in: simulation)
        defer { withExtendedLifetime(window) {} }
        try simulation.tapTab(at: 2)
        #expect(tabs.selectedIndex == 2)
        #expect(controllers[2].appearanceState == .appeared)
        #expect(controllers[0].appearanceState == .disappeared)
        try simulation.tapTab(at: 0)
        #expect(tabs.selectedViewController === controllers[0])
    }

    @Test func anIndexOutOfRangeIsAClearError() {
        let simulation = Simulation()
        let (tabs, _) = makeTabs(2, in: simulation)
        let window = launched(tabs, in: simulation)
        defer { withExtendedLifetime(window) {} }
        #expect(throws: UserActionError(description: "the tab bar has no tab at index 2 (it has 2 tabs, counted from 0)")) {
            try simulation.tapTab(at: 2)
        }
        #expect(throws: UserActionError.self) { try simulation.tapTab(at: -1) }
        #expect(tabs.selectedIndex == 0)
    }

    @Test func withoutATabBarOnScreenItIsAnError() {
        let simulation = Simulation()
        let window = launched(simulation.withCurrent { UIViewController() }, in: simulation)
        defer { withExtendedLifetime(window) {} }
        #expect(throws: UserActionError(description: "no tab bar is on screen")) { try simulation.tapTab(at: 0) }
    }

    @Test func indexesPastTheBarGoThroughTheMoreList() throws {
        let simulation = Simulation()
        let (tabs, controllers) = makeTabs(7, in: simulation)
        let window = launched(tabs, in: simulation)
        defer { withExtendedLifetime(window) {} }
        try simulation.tapTab(at: 5)
        #expect(tabs.selectedViewController === controllers[5])
        #expect(tabs.selectedIndex == 5)
        #expect(tabs.moreNavigationController.topViewController === controllers[5])
        #expect(tabs.moreNavigationController.viewControllers.count == 2)
        #expect(controllers[5].appearanceState == .appeared)
        // From one overflow tab to another: More pops back to its list, then the row is chosen.
        try simulation.tapTab(at: 4)
        #expect(tabs.moreNavigationController.topViewController === controllers[4])
        #expect(controllers[5].appearanceState == .disappeared)
        #expect(tabs.visibleSelectedIndex == 4)
        try simulation.tapTab(at: 1)
        #expect(tabs.selectedViewController === controllers[1])
    }

    @Test func theDelegateIsAskedAsForATapByTitle() throws {
        let simulation = Simulation()
        let (tabs, controllers) = makeTabs(3, in: simulation)
        let spy = TabBarTests.Spy()
        spy.allow = false
        tabs.delegate = spy
        let window = launched(tabs, in: simulation)
        defer { withExtendedLifetime(window) {} }
        try simulation.tapTab(at: 1)
        #expect(tabs.selectedViewController === controllers[0])
        #expect(spy.calls == ["shouldSelect T2"])
    }
}
