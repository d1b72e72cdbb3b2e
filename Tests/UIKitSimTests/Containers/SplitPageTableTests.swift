import Testing
@testable import UIKitSim

/// uikit-behaviour.md, "Containers": split view, page view controller, table view controller.
@Suite struct SplitPageTableTests {
    private func makeSplit(_ simulation: Simulation) -> (UISplitViewController, UINavigationController, DetailController) {
        simulation.withCurrent {
            let split = UISplitViewController()
            let primary = UINavigationController(rootViewController: ListController())
            let secondary = DetailController()
            split.viewControllers = [primary, secondary]
            return (split, primary, secondary)
        }
    }

    @Test func collapsedOnIPhoneShowDetailPushes() {
        // "on a compact-width device ... collapsed ... showDetailViewController(_:sender:) falls
        // back to show (a push on the primary's navigation controller)"
        let simulation = Simulation(device: .iPhone)
        let (split, primary, secondary) = makeSplit(simulation)
        let window = launched(split, in: simulation)
        #expect(split.isCollapsed)
        // UIKit's default collapse (docs/decisions.md): the secondary is pushed onto the primary.
        #expect(split.viewControllers == [primary])
        #expect(primary.viewControllers.count == 2)
        #expect(primary.topViewController === secondary)
        #expect(secondary.appearanceState == .appeared)
        let other = simulation.withCurrent { OtherController() }
        simulation.run { primary.viewControllers[0].showDetailViewController(other, sender: nil) }
        #expect(primary.topViewController === other)
        #expect(other.splitViewController === split)
        #expect(window.isKeyWindow)
    }

    @Test func aDelegateCanKeepThePrimaryOnTopWhenCollapsing() {
        final class KeepPrimary: UISplitViewControllerDelegate {
            func splitViewController(_ s: UISplitViewController, collapseSecondary secondary: UIViewController,
                                     onto primary: UIViewController) -> Bool { true }
        }
        let simulation = Simulation(device: .iPhone)
        let (split, primary, secondary) = makeSplit(simulation)
        let keeper = KeepPrimary()
        split.delegate = keeper
        let window = launched(split, in: simulation)
        #expect(primary.viewControllers.count == 1)
        #expect(!secondary.isViewLoaded)
        #expect(window.isKeyWindow)
    }

    @Test func expandedOnIPadShowDetailReplacesTheSecondary() {
        // "on a regular-width device (an iPad) both columns show and showDetail replaces the
        // secondary": both columns with `.oneBesideSecondary` (Apple's `preferredDisplayMode`;
        // the default shows the secondary alone in portrait, SplitDisplayModeTests).
        let simulation = Simulation(device: .iPad)
        let (split, primary, secondary) = makeSplit(simulation)
        split.preferredDisplayMode = .oneBesideSecondary
        let window = launched(split, in: simulation)
        #expect(!split.isCollapsed)
        #expect(secondary.appearanceState == .appeared)
        #expect(secondary.view.frame == CGRect(x: 320, y: 0, width: 500, height: 1180))
        let other = simulation.withCurrent { OtherController() }
        simulation.clearTrace()
        simulation.run { primary.topViewController?.showDetailViewController(other, sender: nil) }
        #expect(split.viewControllers == [primary, other])
        #expect(secondary.parent == nil)
        #expect(simulation.lines(of: "DetailController") == [
            "DetailController.willMove(toParent:) nil", "DetailController.viewWillDisappear(_:)",
            "DetailController.viewDidDisappear(_:)", "DetailController.didMove(toParent:) nil",
        ])
        #expect(window.isKeyWindow)
    }

    final class Pages: UIPageViewControllerDataSource {
        let pages: [UIViewController]
        init(_ pages: [UIViewController]) { self.pages = pages }
        func pageViewController(_ p: UIPageViewController, viewControllerBefore v: UIViewController) -> UIViewController? {
            pages.firstIndex(of: v).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }
        func pageViewController(_ p: UIPageViewController, viewControllerAfter v: UIViewController) -> UIViewController? {
            pages.firstIndex(of: v).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
        }
    }

    @Test func pageViewControllerAsksItsDataSource() throws {
        // "Page view controller: asks its dataSource for the controllers before and after the
        // current one; setViewControllers(_:direction:animated:)."
        let simulation = Simulation()
        let (pager, first, second) = simulation.withCurrent {
            (UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal),
             ListController(), DetailController())
        }
        let source = Pages([first, second])
        pager.dataSource = source
        var finished = false
        simulation.withCurrent {
            pager.setViewControllers([first], direction: .forward, animated: false) { finished = $0 }
        }
        let window = launched(pager, in: simulation)
        #expect(finished)
        #expect(first.appearanceState == .appeared)
        try simulation.swipePage(.forward)
        #expect(pager.viewControllers == [second])
        #expect(second.appearanceState == .appeared)
        #expect(first.parent == nil)
        // Past the last page the data source answers nil and the swipe only bounces: Apple's
        // pageViewController(_:viewControllerAfter:) page (UIPageViewControllerDataSource):
        // nil means there is no next page; the gesture then changes nothing and raises nothing.
        let movedPastEnd = try simulation.swipePage(.forward)
        #expect(!movedPastEnd)
        #expect(pager.viewControllers == [second])
        #expect(simulation.isAlive)
        #expect(try simulation.swipePage(.reverse))
        #expect(pager.viewControllers == [first])
        #expect(window.isKeyWindow)
    }

    final class Fruits: UITableViewController {
        let names = ["Apple", "Pear", "Plum"]
        var selected: [Int] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: "fruit")
            cell.textLabel?.text = names[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath.row)
        }
    }

    @Test func tableRowsComeFromTheDataSourceAndTapsReachTheDelegate() throws {
        // "Table view controller: a tableView with rows from its data source; selecting a row
        // calls tableView(_:didSelectRowAt:)"
        let simulation = Simulation()
        let fruits = simulation.withCurrent { Fruits(style: .plain) }
        let window = launched(fruits, in: simulation)
        #expect(fruits.tableView.visibleCells.map { $0.textLabel?.text } == ["Apple", "Pear", "Plum"])
        try simulation.tapRow(2)
        #expect(fruits.selected == [2])
        #expect(throws: UserActionError.self) { try simulation.tapRow(7) }
        #expect(window.isKeyWindow)
    }
}
