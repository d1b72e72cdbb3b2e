import Testing
@testable import UIKitSim

/// uikit-behaviour.md, "Appearance" (switching tabs) and "Containers" (tab bar).
@Suite struct TabBarTests {
    final class Spy: UITabBarControllerDelegate {
        var allow = true
        var calls: [String] = []
        func tabBarController(_ t: UITabBarController, shouldSelect v: UIViewController) -> Bool {
            calls.append("shouldSelect \(v.title ?? "")")
            return allow
        }
        var onDidSelect: (() -> Void)?
        func tabBarController(_ t: UITabBarController, didSelect v: UIViewController) {
            calls.append("didSelect \(v.title ?? "")")
            onDidSelect?()
        }
    }

    private func makeTabs(_ simulation: Simulation) -> (UITabBarController, ListController, DetailController) {
        simulation.withCurrent {
            let tabs = UITabBarController()
            let list = ListController()
            list.title = "List"
            let detail = DetailController()
            detail.title = "Detail"
            tabs.viewControllers = [list, detail]
            return (tabs, list, detail)
        }
    }

    @Test func onlyTheSelectedTabLoadsAtLaunch() {
        let simulation = Simulation()
        let (tabs, list, detail) = makeTabs(simulation)
        let window = launched(tabs, in: simulation)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === list)
        #expect(list.appearanceState == .appeared)
        #expect(!detail.isViewLoaded)
        #expect(list.tabBarController === tabs)
        #expect(window.isKeyWindow)
    }

    @Test func switchingTabsOrder() {
        // "Switching tabs: the new tab's viewDidLoad (first time only), its viewWillAppear, the
        // old tab's viewWillDisappear and viewDidDisappear, the new tab's viewDidAppear."
        let simulation = Simulation()
        let (tabs, _, _) = makeTabs(simulation)
        let window = launched(tabs, in: simulation)
        simulation.clearTrace()
        simulation.run { tabs.selectedIndex = 1 }
        let appearance = simulation.lines.filter { !$0.contains("Layout") && !$0.contains("IsAppearing") }
        #expect(appearance == [
            "DetailController.loadView", "DetailController.viewDidLoad",
            "DetailController.viewWillAppear(_:)", "ListController.viewWillDisappear(_:)",
            "ListController.viewDidDisappear(_:)", "DetailController.viewDidAppear(_:)",
        ])
        simulation.clearTrace()
        simulation.run { tabs.selectedIndex = 0 }
        simulation.run { tabs.selectedIndex = 1 }
        #expect(!simulation.lines.contains("DetailController.viewDidLoad"))
        #expect(window.isKeyWindow)
    }

    /// A user's tap does the switch inside the tap: the appearance callbacks have all run when
    /// the delegate hears `didSelect`, and `selectedViewController` is the new tab then.
    /// Sources: an iOS 17 crash log in public notes ("Week Notes: December 20 - 26, 2024"): the
    /// new tab's view is added under `-[UITabBar _tabBarItemClicked:]` →
    /// `_setSelectedViewControllerAndNotify:` → `setSelectedViewController:` →
    /// `transitionFromViewController:toViewController:transition:shouldSetSelected:` →
    /// `UITransitionView transition:toView:` → `_addSubview`, inside the tap, and the delegate
    /// is told after the set returns; iphonedev.wiki, "UITabBarController" (the reverse-engineered
    /// `-[UITabBarController _setSelectedViewController:]` runs
    /// `transitionFromViewController:toViewController:`, then calls
    /// `tabBarController:didSelectViewController:`); juejin.cn/post/7588022226739183666 (a
    /// tap from tab A to tab B: `shouldSelect`, the four appearance callbacks, then `didSelect`
    /// with `selectedViewController` already B). Code that sets `selectedIndex` still waits for
    /// the turn's end (uikit-behaviour.md, "Time").
    @Test func aTapSwitchesBeforeTheDelegateHearsDidSelect() throws {
        let simulation = Simulation()
        let (tabs, list, detail) = makeTabs(simulation)
        let spy = Spy()
        tabs.delegate = spy
        let window = launched(tabs, in: simulation)
        defer { withExtendedLifetime(window) {} }
        simulation.clearTrace()
        var seenAtDidSelect: [String] = []
        var selectedAtDidSelect: UIViewController?
        spy.onDidSelect = {
            seenAtDidSelect = simulation.lines.filter { !$0.contains("Layout") && !$0.contains("IsAppearing") }
            selectedAtDidSelect = tabs.selectedViewController
        }
        try simulation.tapTab(at: 1)
        #expect(seenAtDidSelect == [
            "DetailController.loadView", "DetailController.viewDidLoad",
            "DetailController.viewWillAppear(_:)", "ListController.viewWillDisappear(_:)",
            "ListController.viewDidDisappear(_:)", "DetailController.viewDidAppear(_:)",
        ])
        #expect(selectedAtDidSelect === detail)
        #expect(list.appearanceState == .disappeared)
    }

    @Test func delegateHearsOnlyUserTaps() throws {
        // "`tabBarController(_:shouldSelect:)` and `didSelect` are delegate calls for user taps
        // only, not for code that sets `selectedIndex`."
        let simulation = Simulation()
        let (tabs, _, detail) = makeTabs(simulation)
        let spy = Spy()
        tabs.delegate = spy
        let window = launched(tabs, in: simulation)
        simulation.run { tabs.selectedIndex = 1 }
        #expect(spy.calls.isEmpty)
        try simulation.tapTab(titled: "List")
        #expect(spy.calls == ["shouldSelect List", "didSelect List"])
        spy.allow = false
        try simulation.tapTab(titled: "Detail")
        #expect(tabs.selectedViewController !== detail)
        #expect(window.isKeyWindow)
    }

    @Test func moreThanFiveTabsShowFourAndMore() throws {
        // "with more than five, four tabs show and the fifth is "More" (moreNavigationController)"
        let simulation = Simulation()
        let (tabs, controllers) = simulation.withCurrent {
            let tabs = UITabBarController()
            let controllers = (1...6).map { number in
                let controller = UIViewController()
                controller.title = "T\(number)"
                return controller
            }
            tabs.viewControllers = controllers
            return (tabs, controllers)
        }
        let window = launched(tabs, in: simulation)
        #expect(tabs.visibleTabTitles == ["T1", "T2", "T3", "T4", "More"])
        #expect(tabs.moreNavigationController.topViewController?.title == "More")

        simulation.run { tabs.selectedIndex = 5 }
        #expect(tabs.selectedViewController === controllers[5])
        #expect(controllers[5].navigationController === tabs.moreNavigationController)
        #expect(controllers[5].appearanceState == .appeared)
        #expect(tabs.visibleSelectedIndex == 4)
        #expect(tabs.viewControllers?.count == 6)

        try simulation.tapTab(titled: "More")
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(simulation.screenDrawing().contains("T6"))

        try simulation.tapRow(0)
        #expect(tabs.selectedViewController === controllers[4])
        #expect(tabs.moreNavigationController.topViewController === controllers[4])
        #expect(tabs.moreNavigationController.navigationBar.backButtonTitle == "More")

        try simulation.tapTab(titled: "T1")
        #expect(controllers[0].appearanceState == .appeared)
        #expect(controllers[4].appearanceState == .disappeared)
        #expect(window.isKeyWindow)
    }
}
