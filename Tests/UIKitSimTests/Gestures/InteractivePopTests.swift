import Testing
@testable import UIKitSim

/// The swipe back from the screen's edge. Source: the device observations in "View controller
/// lifecycle when swiping-to-pop from UINavigationController in iOS7" (Stack Overflow 18927878,
/// accepted answer): completing the swipe is like tapping the back button; a cancelled swipe
/// gives the top controller viewWillDisappear, then viewWillAppear and viewDidAppear, and it
/// stays. The controller below mirrors it (viewWillAppear, then viewWillDisappear and
/// viewDidDisappear); the coordinator reports `isCancelled` (Apple,
/// `UIViewControllerTransitionCoordinatorContext.isCancelled`).
@Suite struct InteractivePopTests {
    private func stack(_ simulation: Simulation) -> (UINavigationController, ListController, DetailController, UIWindow) {
        let (list, detail) = simulation.withCurrent { (ListController(), DetailController()) }
        list.title = "List"
        let nav = simulation.withCurrent { UINavigationController(rootViewController: list) }
        let window = launched(nav, in: simulation)
        simulation.run { nav.pushViewController(detail, animated: false) }
        simulation.clearTrace()
        return (nav, list, detail, window)
    }

    @Test func aCancelledSwipeLeavesTheStackAsItWas() throws {
        let simulation = Simulation()
        let (nav, list, detail, window) = stack(simulation)
        try simulation.swipeBackFromEdge(completing: false)
        #expect(simulation.lines.filter { !$0.contains("Layout") && !$0.contains("IsAppearing") } == [
            "DetailController.viewWillDisappear(_:)",
            "ListController.viewWillAppear(_:)",
            "ListController.viewWillDisappear(_:)",
            "DetailController.viewWillAppear(_:)",
            "ListController.viewDidDisappear(_:)",
            "DetailController.viewDidAppear(_:)",
        ])
        #expect(nav.viewControllers == [list, detail])
        #expect(detail.appearanceState == .appeared)
        #expect(list.appearanceState == .disappeared)
        #expect(list.viewIfLoaded?.superview == nil)
        #expect(window.isKeyWindow)
    }

    @Test func aCompletedSwipeIsABackButtonPop() throws {
        let bySwipe = Simulation()
        let (swipedNav, swipedList, _, swipedWindow) = stack(bySwipe)
        try bySwipe.swipeBackFromEdge(completing: true)
        let byButton = Simulation()
        let (_, _, _, buttonWindow) = stack(byButton)
        try byButton.tapBackButton()
        #expect(bySwipe.lines == byButton.lines)
        #expect(swipedNav.viewControllers == [swipedList])
        #expect(swipedWindow.isKeyWindow && buttonWindow.isKeyWindow)
    }

    @Test func withNothingToGoBackToItIsAnError() {
        let simulation = Simulation()
        let nav = simulation.withCurrent { UINavigationController(rootViewController: ListController()) }
        let window = launched(nav, in: simulation)
        #expect(throws: UserActionError.self) { try simulation.swipeBackFromEdge(completing: true) }
        #expect(window.isKeyWindow)
    }
}
